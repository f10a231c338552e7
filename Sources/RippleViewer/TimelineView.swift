import RippleEngine
import RippleRender
import RippleTrace

/// The timeline pane: one lane per ripple alive in the window, colored by classification per
/// frame, event marks, and the cursor (SPEC §7 classifications).
///
/// Rows: the title, the events ruler, then the lanes. Lanes start at the first ripple alive
/// at the cursor, moved by the state's scroll, so the ripples that matter are in view.
struct TimelineView {
  /// One ripple's row.
  struct Lane {
    /// The ripple's latest record in the window.
    var ripple: Ripple
    /// The most severe classification per column; `nil` where it is not alive.
    var cells: [Visibility?]
  }

  let model: TraceModel
  let rect: CellRect
  let cursor: Int
  let window: TimelineWindow
  let gutterWidth: Int
  let lanes: [Lane]
  let anchor: Int
  let scroll: Int
  /// Whether some frames of the window are not classified yet (``TraceModel/laneDeadline``):
  /// their columns stay blank until a later drawing.
  let isPending: Bool

  /// Computes the window and lanes for a state in a pane.
  init(model: TraceModel, state: ViewerState, rect: CellRect) {
    self.model = model
    self.rect = rect
    cursor = state.frame
    gutterWidth = Self.gutterWidth(for: model)
    window = TimelineWindow(
      frameCount: model.frameCount, cursor: state.frame, columns: rect.width - gutterWidth)
    let samples = model.laneSamples(for: window.frames)
    isPending = model.lanesArePending
    var byID: [Int: Lane] = [:]
    var aliveAtCursor: Set<Int> = []
    for column in 0..<window.columns {
      for frame in window.frames(ofColumn: column) {
        let offset = frame - window.first
        guard offset >= 0, offset < samples.count, let frameSamples = samples[offset] else {
          continue
        }
        for sample in frameSamples {
          if frame == cursor { aliveAtCursor.insert(sample.ripple.id) }
          var lane =
            byID[sample.ripple.id]
            ?? Lane(ripple: sample.ripple, cells: Array(repeating: nil, count: window.columns))
          lane.ripple = sample.ripple
          if let classification = sample.classification,
            Self.severity(classification) > Self.severity(lane.cells[column])
          {
            lane.cells[column] = classification
          }
          byID[sample.ripple.id] = lane
        }
      }
    }
    lanes = byID.values.sorted { $0.ripple.id < $1.ripple.id }
    let cursorTime = model.time(ofFrame: state.frame)
    anchor =
      lanes.firstIndex { aliveAtCursor.contains($0.ripple.id) }
      ?? lanes.firstIndex { $0.ripple.appendedAt > cursorTime } ?? max(lanes.count - 1, 0)
    scroll = state.timelineScroll
  }

  /// The width of the lane labels and the space after them.
  static func gutterWidth(for model: TraceModel) -> Int {
    max("#\(max(model.rippleCount, 1))".count, 6) + 1
  }

  /// Rows available for lanes.
  var laneRows: Int { max(rect.height - 2, 0) }

  /// The first lane shown.
  var firstLane: Int {
    min(max(anchor + scroll, 0), max(lanes.count - laneRows, 0))
  }

  /// A scroll offset kept inside the lanes.
  func clampedScroll(_ scroll: Int) -> Int {
    min(max(scroll, -anchor), max(lanes.count - laneRows, 0) - anchor)
  }

  /// The frame a click on a column seeks to: the column's first, or the last column's last,
  /// where `G` puts the cursor; `nil` outside the columns.
  func frame(atColumn x: Int) -> Int? {
    let column = x - rect.x - gutterWidth
    guard column >= 0, column < window.columns else { return nil }
    let frames = window.frames(ofColumn: column)
    return min(
      column == window.columns - 1 ? frames.upperBound - 1 : frames.lowerBound, model.lastFrame)
  }

  /// Draws the pane.
  /// - Parameter highlighted: Ripples of the selected finding, whose labels stand out.
  func draw(into grid: inout CellGrid, focused: Bool, highlighted: Set<Int>) {
    guard !rect.isEmpty else { return }
    drawTitle(into: &grid, focused: focused)
    guard rect.height >= 2 else { return }
    drawRuler(into: &grid, row: rect.y + 1)
    let first = firstLane
    let shown = lanes.dropFirst(first).prefix(laneRows)
    if lanes.isEmpty, rect.height >= 3 {
      grid.write(
        "no ripples in view", x: rect.x + gutterWidth, y: rect.y + 2,
        width: rect.width - gutterWidth, style: .dim)
    }
    for (offset, lane) in shown.enumerated() {
      drawLane(lane, into: &grid, row: rect.y + 2 + offset, highlighted: highlighted)
    }
    if first > 0 { grid[x: rect.x, y: rect.y + 2] = Cell("▲", style: .dim) }
    if first + laneRows < lanes.count {
      grid[x: rect.x, y: rect.maxY - 1] = Cell("▼", style: .dim)
    }
    if let column = window.columns(ofFrame: cursor).first {
      let x = rect.x + gutterWidth + column
      if grid[x: x, y: rect.y + 1].character == "┈" { grid[x: x, y: rect.y + 1].character = "▼" }
      for row in rect.y + 2..<rect.maxY where grid[x: x, y: row].character == " " {
        grid[x: x, y: row].character = "│"
      }
      grid.restyle(CellRect(x: x, y: rect.y + 1, width: 1, height: rect.height - 1), as: .highlight)
    }
  }

  private func drawTitle(into grid: inout CellGrid, focused: Bool) {
    var range =
      "\(DecimalText.fixed(model.time(ofFrame: window.first)))–"
      + "\(DecimalText.fixed(model.time(ofFrame: window.frames.upperBound - 1))) s"
    if lanes.count > laneRows {
      range +=
        " · lanes \(firstLane + 1)–\(min(firstLane + laneRows, lanes.count)) of \(lanes.count)"
    }
    if isPending { range += " · classifying…" }
    var column = PaneTitle.draw(
      "Timeline", detail: range, into: &grid, rect: rect, focused: focused)
    var legend: [(String, CellStyle)] = [
      ("█ visible", .visible), ("◐ partial", .partial), ("○ occluded", .occluded),
      ("· faded", .faded), ("↓↑×◆« events", .info),
    ]
    var legendWidth: Int { legend.reduce(0) { $0 + $1.0.count + 1 } }
    // The events' marks go first: the ruler's row says "events".
    if rect.maxX - column <= legendWidth + 2 { legend.removeLast() }
    guard rect.maxX - column > legendWidth + 2 else { return }
    column = rect.maxX - legendWidth
    for (text, style) in legend {
      grid.write(text, x: column, y: rect.y, style: style)
      column += text.count + 1
    }
  }

  private func drawRuler(into grid: inout CellGrid, row: Int) {
    grid.write("events", x: rect.x, y: row, width: gutterWidth - 1, style: .dim)
    for column in 0..<window.columns {
      grid[x: rect.x + gutterWidth + column, y: row] = Cell("┈", style: .dim)
    }
    // Each event's frame is marked in its first column, as lanes mark theirs; latest first, so
    // that the earliest of a column's events stays.
    for (frame, mark) in model.eventMarks(in: window.frames).sorted(by: { $0.key > $1.key }) {
      guard let column = window.columns(ofFrame: frame).first else { continue }
      grid[x: rect.x + gutterWidth + column, y: row] = Cell(mark.glyph, style: .info)
    }
  }

  private func drawLane(
    _ lane: Lane, into grid: inout CellGrid, row: Int, highlighted: Set<Int>
  ) {
    let ripple = lane.ripple
    let label = "#\(ripple.id)"
    let isHighlighted = highlighted.contains(ripple.id)
    grid.write(
      String(repeating: " ", count: max(gutterWidth - 1 - label.count, 0)) + label, x: rect.x,
      y: row, width: gutterWidth - 1, style: isHighlighted ? .warning : .dim)
    let x = rect.x + gutterWidth
    for (column, classification) in lane.cells.enumerated() {
      guard let classification else { continue }
      grid[x: x + column, y: row] = Cell(
        Self.glyph(classification), style: FrameRenderer.style(of: classification))
    }
    let appendColumns = window.columns(ofFrame: model.frame(atOrAfter: ripple.appendedAt))
    if let column = appendColumns.first { grid[x: x + column, y: row] = Cell("↓", style: .info) }
    if let removal = ripple.removal,
      let column = window.columns(ofFrame: model.frame(atOrAfter: removal.requestedAt)).first
    {
      // A tap whose press and release fall in one column shows both; a record another
      // finger's release or cancel took stands out (`wrong-ripple-removed`).
      let (glyph, style): (Character, CellStyle) =
        switch removal.cause {
        case .up(let pointer):
          (column == appendColumns.first ? "↕" : "↑", pointer == ripple.pointer ? .info : .warning)
        case .cancel(let pointer): ("×", pointer == ripple.pointer ? .info : .warning)
        case .maxLive: ("«", .info)
        }
      grid[x: x + column, y: row] = Cell(glyph, style: style)
    }
  }

  /// The lane glyph of a classification.
  static func glyph(_ classification: Visibility) -> Character {
    switch classification {
    case .visible: "█"
    case .partial: "◐"
    case .occluded: "○"
    case .faded: "·"
    }
  }

  /// Which classification a squeezed column shows: the most telling one.
  static func severity(_ classification: Visibility?) -> Int {
    switch classification {
    case nil: 0
    case .faded: 1
    case .visible: 2
    case .partial: 3
    case .occluded: 4
    }
  }
}
