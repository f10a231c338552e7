import RippleRender

/// The `?` overlay: a centered box listing every key; an action wider than the box wraps
/// under itself, and on a screen too short for the list, ↑ ↓ (k j, the wheel) scroll it.
enum HelpOverlay {
  /// Draws the box over whatever is on the grid, the list scrolled down by `scroll` rows
  /// (clamped to what the box shows).
  static func draw(into grid: inout CellGrid, scroll: Int) {
    let width = boxWidth(screenWidth: grid.width)
    let lines = listLines(ofBox: width)
    let rows = listRows(lineCount: lines.count, screenHeight: grid.height)
    let height = rows + 4
    guard width >= 10, rows >= 0 else { return }
    let box = CellRect(
      x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
    grid.fill(box)
    grid.drawBox(box, style: .title)
    grid.write(" Keys ", x: box.x + 2, y: box.y, width: box.width - 4, style: .title)
    let first = min(max(scroll, 0), max(lines.count - rows, 0))
    for (row, line) in lines.dropFirst(first).prefix(rows).enumerated() {
      let y = box.y + 2 + row
      grid.write(line.keys, x: box.x + 2, y: y, width: keysWidth, style: .info)
      grid.write(line.action, x: box.x + 4 + keysWidth, y: y, width: actionWidth(ofBox: width))
    }
    // Arrows on the right border say the list goes on above or below.
    if first > 0 { grid.write("▲", x: box.maxX - 1, y: box.y + 2, width: 1, style: .title) }
    if first + rows < lines.count {
      grid.write("▼", x: box.maxX - 1, y: box.y + 1 + rows, width: 1, style: .title)
    }
    let footer =
      rows < lines.count
      ? " ↑↓ scroll, q quits, other keys close " : " q quits, any other key closes "
    grid.write(
      footer, x: max(box.maxX - footer.count - 2, box.x + 1), y: box.maxY - 1,
      width: box.width - 2, style: .dim)
  }

  /// The furthest the list scrolls on a screen of this size: 0 when it fits.
  static func maximumScroll(screenWidth: Int, screenHeight: Int) -> Int {
    let count = listLines(ofBox: boxWidth(screenWidth: screenWidth)).count
    return max(count - max(listRows(lineCount: count, screenHeight: screenHeight), 0), 0)
  }

  /// The widest keys column.
  private static let keysWidth = KeyBindings.all.map(\.keys.count).max() ?? 0

  /// The widest action.
  private static let actionsWidth =
    KeyBindings.all.map { CellGrid.columns(of: $0.action) }.max() ?? 0

  /// The box's width: every action on one row, or the screen's width.
  private static func boxWidth(screenWidth: Int) -> Int {
    min(keysWidth + actionsWidth + 7, screenWidth)
  }

  /// The columns left for an action in a box: its border, margins and the keys column.
  private static func actionWidth(ofBox width: Int) -> Int { width - keysWidth - 7 }

  /// The list's rows: each binding's action wrapped to the box, its keys on the first row.
  private static func listLines(ofBox boxWidth: Int) -> [(keys: String, action: String)] {
    let width = actionWidth(ofBox: boxWidth)
    return KeyBindings.all.flatMap { binding in
      let wrapped = width > 0 ? WordWrap.lines(binding.action, width: width) : []
      return (wrapped.isEmpty ? [binding.action] : wrapped).enumerated().map { index, line in
        (index == 0 ? binding.keys : "", line)
      }
    }
  }

  /// The rows the box has for a list of `lineCount` rows on a screen this high: all of them,
  /// or what is left of the screen's rows after the box's border, title row and footer row
  /// (negative on a screen too short for the box).
  private static func listRows(lineCount: Int, screenHeight: Int) -> Int {
    min(lineCount + 4, screenHeight) - 4
  }
}
