import RippleRender

/// Draws the whole viewer into a ``CellGrid``: header, canvas, layers, timeline, findings,
/// status line and an overlay (the keys, or the selected finding in full); a short notice on a screen below
/// ``ViewerLayout/minimumSize``. A pure function of the state and the trace, so every screen
/// is testable without a terminal.
public enum ViewerScreen {
  /// The screen for a state.
  /// - Parameters:
  ///   - model: The trace shown (a fixed simulation in fix mode).
  ///   - baseline: The trace as recorded, when `model` is a fixed simulation.
  ///   - width: Columns; any value, 0 and negative included.
  ///   - height: Rows; any value.
  public static func render(
    _ state: ViewerState, model: TraceModel, baseline: TraceModel? = nil, width: Int, height: Int
  ) -> CellGrid {
    var grid = CellGrid(width: width, height: height)
    guard let layout = ViewerLayout(width: width, height: height, model: model) else {
      drawTooSmall(into: &grid)
      return grid
    }
    let snapshot = model.snapshot(at: state.frame)
    HeaderBar.draw(into: &grid, rect: layout.header, state: state, model: model)
    CanvasPane.draw(into: &grid, rect: layout.canvas, snapshot: snapshot, state: state)
    LayersPane.draw(
      into: &grid, rect: layout.layers, snapshot: snapshot, state: state,
      focused: state.focus == .layers)
    let timeline = TimelineView(model: model, state: state, rect: layout.timeline)
    timeline.draw(
      into: &grid, focused: state.focus == .timeline, highlighted: highlightedRipples(state, model))
    FindingsPane.draw(
      into: &grid, rect: layout.findings, model: model, baseline: baseline, state: state,
      focused: state.focus == .findings)
    StatusLine.draw(into: &grid, rect: layout.status, state: state)
    state.overlayBox(of: model)?.draw(into: &grid, scroll: state.overlayScroll)
    return grid
  }

  /// The ripples of the selected finding's first instance.
  private static func highlightedRipples(_ state: ViewerState, _ model: TraceModel) -> Set<Int> {
    Set(state.selectedSummary(of: model)?.first.ripples ?? [])
  }

  /// Says the terminal is too small, in as much of the message as fits.
  private static func drawTooSmall(into grid: inout CellGrid) {
    guard grid.width > 0, grid.height > 0 else { return }
    let minimum = ViewerLayout.minimumSize
    let lines = [
      "Terminal too small", "\(grid.width)×\(grid.height), need \(minimum.width)×\(minimum.height)",
      "q quits",
    ]
    let shown = lines.prefix(grid.height)
    let top = (grid.height - shown.count) / 2
    for (offset, line) in shown.enumerated() {
      let text = grid.width < 3 ? "!" : CellGrid.fit(line, width: grid.width)
      grid.write(
        text, x: (grid.width - text.count) / 2, y: top + offset,
        style: offset == 0 ? .warning : .dim)
    }
  }
}
