import RippleRender

/// The `?` overlay: a centered box listing every key; on a screen too short for the list,
/// ↑ ↓ (k j, the wheel) scroll it.
enum HelpOverlay {
  /// Draws the box over whatever is on the grid, the list scrolled down by `scroll` rows
  /// (clamped to what the box shows).
  static func draw(into grid: inout CellGrid, scroll: Int) {
    let bindings = KeyBindings.all
    let keysWidth = bindings.map(\.keys.count).max() ?? 0
    let actionWidth = bindings.map(\.action.count).max() ?? 0
    let width = min(keysWidth + actionWidth + 7, grid.width)
    let rows = listRows(screenHeight: grid.height)
    let height = rows + 4
    guard width >= 10, rows >= 0 else { return }
    let box = CellRect(
      x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
    grid.fill(box)
    grid.drawBox(box, style: .title)
    grid.write(" Keys ", x: box.x + 2, y: box.y, width: box.width - 4, style: .title)
    let first = min(max(scroll, 0), maximumScroll(screenHeight: grid.height))
    for (row, binding) in bindings.dropFirst(first).prefix(rows).enumerated() {
      let y = box.y + 2 + row
      grid.write(binding.keys, x: box.x + 2, y: y, width: keysWidth, style: .info)
      grid.write(
        binding.action, x: box.x + 4 + keysWidth, y: y, width: box.maxX - box.x - keysWidth - 6)
    }
    // Arrows on the right border say the list goes on above or below.
    if first > 0 { grid.write("▲", x: box.maxX - 1, y: box.y + 2, width: 1, style: .title) }
    if first + rows < bindings.count {
      grid.write("▼", x: box.maxX - 1, y: box.y + 1 + rows, width: 1, style: .title)
    }
    let footer =
      rows < bindings.count
      ? " ↑↓ scroll, q quits, other keys close " : " q quits, any other key closes "
    grid.write(
      footer, x: max(box.maxX - footer.count - 2, box.x + 1), y: box.maxY - 1,
      width: box.width - 2, style: .dim)
  }

  /// The furthest the list scrolls on a screen of this many rows: 0 when it fits.
  static func maximumScroll(screenHeight: Int) -> Int {
    max(KeyBindings.all.count - max(listRows(screenHeight: screenHeight), 0), 0)
  }

  /// The rows the box has for the list on a screen of this many: every binding, or what is
  /// left of the screen's rows after the box's border, title row and footer row (negative on
  /// a screen too short for the box).
  private static func listRows(screenHeight: Int) -> Int {
    min(KeyBindings.all.count + 4, screenHeight) - 4
  }
}
