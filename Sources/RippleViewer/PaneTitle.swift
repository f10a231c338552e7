import RippleRender

/// The title row of a pane: its name as a chip (highlighted when the pane has the focus), a
/// detail, and a rule to the right edge.
enum PaneTitle {
  /// Draws the title row of a pane.
  /// - Returns: The column after the detail.
  @discardableResult
  static func draw(
    _ title: String, detail: String, into grid: inout CellGrid, rect: CellRect, focused: Bool,
    detailStyle: CellStyle = .dim
  ) -> Int {
    guard !rect.isEmpty else { return rect.x }
    grid.write(
      String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, width: rect.width,
      style: .dim)
    let chip = focused ? " ▸ \(title) " : " \(title) "
    var column = rect.x
    column += grid.write(
      chip, x: column, y: rect.y, width: rect.width, style: focused ? .highlight : .title)
    guard !detail.isEmpty, rect.maxX - column > 2 else { return column }
    column += 1
    column += grid.write(
      " \(detail) ", x: column, y: rect.y, width: rect.maxX - column, style: detailStyle)
    return column
  }
}
