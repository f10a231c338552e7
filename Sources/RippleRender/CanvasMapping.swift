import RippleTrace

/// Maps canvas cells to scene points and back: the scene's bounds stretched over the canvas.
struct CanvasMapping: Sendable {
  /// The scene's bounds.
  let bounds: Rect
  /// The canvas's size in cells.
  let columns: Int
  let rows: Int

  init(bounds: Rect, canvas: CellRect) {
    self.bounds = bounds
    columns = max(canvas.width, 1)
    rows = max(canvas.height, 1)
  }

  /// The scene point under a cell's center.
  func scenePoint(column: Int, row: Int) -> (x: Double, y: Double) {
    (
      bounds.x + (Double(column) + 0.5) * bounds.width / Double(columns),
      bounds.y + (Double(row) + 0.5) * bounds.height / Double(rows)
    )
  }

  /// The cell nearest a scene point: the one it falls in, the last column or row for a point
  /// on the scene's right or bottom edge (inside it, SPEC §7), the nearest edge cell for a
  /// point outside.
  func nearestCell(x: Double, y: Double) -> (column: Int, row: Int) {
    let column = ((x - bounds.x) / bounds.width * Double(columns)).rounded(.down)
    let row = ((y - bounds.y) / bounds.height * Double(rows)).rounded(.down)
    return (
      Int(min(max(column, 0), Double(columns - 1))), Int(min(max(row, 0), Double(rows - 1)))
    )
  }
}
