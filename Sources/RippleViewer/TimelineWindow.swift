/// Which frames the timeline's columns show.
///
/// A trace of up to four frames per column is shown whole, stretched or squeezed over the
/// columns; a longer one one frame per column, in a window that keeps the cursor centered
/// (so stepping a frame computes one new column).
struct TimelineWindow: Sendable, Equatable {
  /// Most frames a column may stand for before the timeline scrolls instead.
  static let maximumFramesPerColumn = 4

  /// The first frame shown.
  let first: Int
  /// How many frames are shown.
  let span: Int
  /// How many columns show them.
  let columns: Int

  /// The window of a trace's frames around a cursor.
  init(frameCount: Int, cursor: Int, columns: Int) {
    self.columns = max(columns, 1)
    if frameCount <= self.columns * Self.maximumFramesPerColumn {
      first = 0
      span = max(frameCount, 1)
    } else {
      span = self.columns
      first = min(max(cursor - self.columns / 2, 0), frameCount - self.columns)
    }
  }

  /// The frames shown.
  var frames: Range<Int> { first..<(first + span) }

  /// The frames a column stands for (one frame shared by several columns when the trace is
  /// short).
  func frames(ofColumn column: Int) -> Range<Int> {
    let low = first + column * span / columns
    let high = first + (column + 1) * span / columns
    return low..<max(high, low + 1)
  }

  /// The columns that show a frame; empty when the frame is outside the window.
  func columns(ofFrame frame: Int) -> Range<Int> {
    guard frames.contains(frame) else { return 0..<0 }
    var low = min(max((frame - first) * columns / span, 0), columns - 1)
    while low > 0, frames(ofColumn: low).lowerBound > frame { low -= 1 }
    while low < columns - 1, frames(ofColumn: low).upperBound <= frame { low += 1 }
    while low > 0, frames(ofColumn: low - 1).contains(frame) { low -= 1 }
    var high = low + 1
    while high < columns, frames(ofColumn: high).contains(frame) { high += 1 }
    return low..<high
  }
}
