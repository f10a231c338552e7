import RippleRender

/// A centered box over the screen: a title, then entries of a label column and a text that
/// wraps under itself; on a screen too short for them, ↑ ↓ (k j, the wheel) scroll it. The
/// help's keys and the selected finding in full are such boxes.
struct TextOverlay {
  /// One entry: a label (the keys of a binding, say) and its text.
  struct Entry {
    /// Shown in the label column on the entry's first row.
    var label = ""
    /// Wrapped to the text column.
    var text: String
    /// Columns every row of the text is indented by, in the text column.
    var indent = 0
  }

  /// One row of the box: an entry's label on its first row, and a piece of its text.
  private struct Row {
    var label: String
    var text: String
  }

  /// The box's title, on its top border.
  let title: String
  /// The entries, top to bottom.
  let entries: [Entry]
  /// The widest the box grows: every text on one row, or a width that reads well.
  let widestBox: Int
  /// The label column's width: the widest label's.
  private let labelWidth: Int

  /// A box of entries, as wide as their widest label and text allow, within `widestBox`.
  init(title: String, entries: [Entry], widestBox: Int = .max) {
    self.title = title
    self.entries = entries
    labelWidth = entries.map { CellGrid.columns(of: $0.label) }.max() ?? 0
    let widestText = entries.map { $0.indent + CellGrid.columns(of: $0.text) }.max() ?? 0
    self.widestBox = min(Self.margins(labelWidth: labelWidth) + widestText, widestBox)
  }

  /// Draws the box over whatever is on the grid, the entries scrolled down by `scroll` rows
  /// (clamped to what the box shows).
  func draw(into grid: inout CellGrid, scroll: Int) {
    let width = boxWidth(screenWidth: grid.width)
    let lines = lines(ofBox: width)
    let rows = listRows(lineCount: lines.count, screenHeight: grid.height)
    let height = rows + 4
    guard width >= 10, rows >= 0 else { return }
    let box = CellRect(
      x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
    grid.fill(box)
    grid.drawBox(box, style: .title)
    grid.write(" \(title) ", x: box.x + 2, y: box.y, width: box.width - 4, style: .title)
    let first = min(max(scroll, 0), max(lines.count - rows, 0))
    let textX = box.x + Self.margins(labelWidth: labelWidth) - 3
    for (row, line) in lines.dropFirst(first).prefix(rows).enumerated() {
      let y = box.y + 2 + row
      grid.write(line.label, x: box.x + 2, y: y, width: labelWidth, style: .info)
      grid.write(line.text, x: textX, y: y, width: textWidth(ofBox: width))
    }
    // Arrows on the right border say the entries go on above or below.
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

  /// The furthest the entries scroll on a screen of this size: 0 when they fit.
  func maximumScroll(screenWidth: Int, screenHeight: Int) -> Int {
    let count = lines(ofBox: boxWidth(screenWidth: screenWidth)).count
    return max(count - max(listRows(lineCount: count, screenHeight: screenHeight), 0), 0)
  }

  /// The columns a box takes besides its text: the border and a space on the left, the label
  /// column and two spaces after it (when there are labels), two spaces and the border (where
  /// the scroll arrows go) on the right.
  private static func margins(labelWidth: Int) -> Int {
    labelWidth > 0 ? labelWidth + 7 : 5
  }

  /// The box's width on a screen.
  private func boxWidth(screenWidth: Int) -> Int { min(widestBox, screenWidth) }

  /// The columns left for the text in a box.
  private func textWidth(ofBox width: Int) -> Int {
    width - Self.margins(labelWidth: labelWidth)
  }

  /// The box's rows: each entry's text wrapped to the box after its indent, its label on
  /// the first row.
  private func lines(ofBox boxWidth: Int) -> [Row] {
    let width = textWidth(ofBox: boxWidth)
    return entries.flatMap { entry in
      // An indent that leaves no room is dropped rather than hiding the text.
      let indent = entry.indent < width ? entry.indent : 0
      let wrapped = width > 0 ? WordWrap.lines(entry.text, width: width - indent) : []
      return (wrapped.isEmpty ? [entry.text] : wrapped).enumerated().map { index, line in
        Row(
          label: index == 0 ? entry.label : "",
          text: String(repeating: " ", count: indent) + line)
      }
    }
  }

  /// The rows the box has for `lineCount` rows on a screen this high: all of them, or what is
  /// left of the screen's rows after the box's border, title row and footer row (negative on
  /// a screen too short for the box).
  private func listRows(lineCount: Int, screenHeight: Int) -> Int {
    min(lineCount + 4, screenHeight) - 4
  }
}
