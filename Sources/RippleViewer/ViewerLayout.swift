import RippleRender

/// Where each pane of the viewer goes on a screen of a given size.
///
/// ```
/// header ───────────────────────────────────────────
/// canvas (the button)          │ layers (paint order)
/// timeline (one lane per ripple) ───────────────────
/// findings ─────────────────────────────────────────
/// status line ──────────────────────────────────────
/// ```
/// Every pane but the header and status line starts with a title row.
public struct ViewerLayout: Sendable, Equatable {
  /// The smallest screen the viewer draws panes on; below it, it says the terminal is too
  /// small.
  public static let minimumSize = (width: 40, height: 12)

  /// The header row.
  public let header: CellRect
  /// The canvas pane.
  public let canvas: CellRect
  /// The layers pane, right of the canvas; its first column is the separator.
  public let layers: CellRect
  /// The timeline pane.
  public let timeline: CellRect
  /// The findings pane.
  public let findings: CellRect
  /// The status row.
  public let status: CellRect

  /// Whether a screen is at least ``minimumSize``, so that the viewer lays itself out on it.
  public static func fits(width: Int, height: Int) -> Bool {
    width >= minimumSize.width && height >= minimumSize.height
  }

  /// The layout of a screen; `nil` below ``minimumSize``.
  /// - Parameter lanes: How many timeline lanes the trace needs, when that never changes
  ///   (a short trace shown whole); the timeline then takes no more rows than it needs.
  public init?(width: Int, height: Int, lanes: Int? = nil) {
    guard Self.fits(width: width, height: height) else { return nil }
    let screen = CellRect(x: 0, y: 0, width: width, height: height)
    var rest: CellRect
    (header, rest) = screen.splitTop(1)
    let body = rest.height - 1
    var findingsHeight = min(max(body / 4, 3), 10)
    var timelineHeight = min(max(body / 3, 3), 14)
    if let lanes, lanes + 2 < timelineHeight {
      let freed = timelineHeight - max(lanes + 2, 3)
      timelineHeight -= freed
      findingsHeight += freed / 2
    }
    let top: CellRect
    (top, rest) = rest.splitTop(body - findingsHeight - timelineHeight)
    (timeline, rest) = rest.splitTop(timelineHeight)
    (findings, status) = rest.splitTop(findingsHeight)
    let layersWidth = min(max(width * 3 / 8, 16), 48)
    (canvas, layers) = top.splitLeft(width - layersWidth)
  }

  /// The layout for a trace: a short trace's timeline is only as tall as its lanes.
  init?(width: Int, height: Int, model: TraceModel) {
    let columns = width - TimelineView.gutterWidth(for: model)
    let isWhole =
      model.frameCount <= max(columns, 1) * TimelineWindow.maximumFramesPerColumn
    self.init(width: width, height: height, lanes: isWhole ? model.rippleCount : nil)
  }
}
