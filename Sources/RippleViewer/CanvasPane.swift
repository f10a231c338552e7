import RippleRender
import RippleTrace

/// The canvas pane: the button at the frame, drawn by ``FrameRenderer``, with its legend
/// under it when there is room.
enum CanvasPane {
  /// Draws the pane.
  static func draw(
    into grid: inout CellGrid, rect: CellRect, snapshot: FrameSnapshot, state: ViewerState
  ) {
    guard !rect.isEmpty else { return }
    let scene = snapshot.simulation.header.scene
    let size =
      "\(DecimalText.fixed(scene.width, digits: 0))×\(DecimalText.fixed(scene.height, digits: 0)) pt"
    PaneTitle.draw(
      "Button", detail: size + (state.xray ? " · x-ray" : ""), into: &grid, rect: rect,
      focused: false)
    let renderer = FrameRenderer(
      composition: snapshot.composition, scene: scene, showsOccluded: state.xray,
      visibilities: snapshot.visibilities)
    let area = CellRect(
      x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 1)
    let legend = legendLines(renderer, width: area.width)
    // The legend keeps rows under the canvas (and a blank one above it), up to a quarter of
    // the area: a square or tall button would otherwise fill every row.
    let reserved = min(legend.count + 1, area.height / 4)
    let canvasRows = FrameRenderer.canvasSize(
      sceneWidth: scene.width, sceneHeight: scene.height,
      fitting: CellRect(
        x: area.x, y: area.y, width: area.width, height: area.height - reserved)
    ).height
    let legendRows = min(legend.count, max(area.height - canvasRows - 1, 0))
    let (canvas, legendArea) = area.splitTop(area.height - legendRows)
    renderer.draw(into: &grid, in: canvas)
    for (row, line) in legend.prefix(legendRows).enumerated() {
      var column = legendArea.x
      for item in line {
        column += grid.write(
          item.symbol, x: column, y: legendArea.y + row, width: legendArea.maxX - column,
          style: item.style)
        column += grid.write(
          " \(item.meaning)  ", x: column, y: legendArea.y + row, width: legendArea.maxX - column,
          style: .dim)
      }
    }
  }

  /// The legend's items laid out in lines of at most a width.
  private static func legendLines(_ renderer: FrameRenderer, width: Int)
    -> [[(symbol: String, meaning: String, style: CellStyle)]]
  {
    var lines: [[(symbol: String, meaning: String, style: CellStyle)]] = [[]]
    var used = 0
    for item in renderer.legend {
      let itemWidth = item.symbol.count + item.meaning.count + 3
      if used + itemWidth > width, !(lines[lines.count - 1].isEmpty) {
        lines.append([])
        used = 0
      }
      lines[lines.count - 1].append(item)
      used += itemWidth
    }
    return lines
  }
}
