import RippleRender

/// The `?` overlay: a centered box listing every key.
enum HelpOverlay {
  /// Draws the box over whatever is on the grid.
  static func draw(into grid: inout CellGrid) {
    let bindings = KeyBindings.all
    let keysWidth = bindings.map(\.keys.count).max() ?? 0
    let actionWidth = bindings.map(\.action.count).max() ?? 0
    let width = min(keysWidth + actionWidth + 7, grid.width)
    let height = min(bindings.count + 4, grid.height)
    guard width >= 10, height >= 4 else { return }
    let box = CellRect(
      x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
    grid.fill(box)
    grid.drawBox(box, style: .title)
    grid.write(" Keys ", x: box.x + 2, y: box.y, width: box.width - 4, style: .title)
    let rows = box.height - 4
    // On a short screen the list is cut in the middle, keeping `?` and `q`, its last two,
    // when there is room for them and the `…` that marks the cut; else it is cut at its end.
    let isCut = rows < bindings.count
    let kept = isCut && rows >= 3 ? rows - 3 : rows
    let shown = kept < rows ? bindings.prefix(kept) + bindings.suffix(2) : bindings.prefix(rows)
    for (row, binding) in shown.enumerated() {
      let y = box.y + 2 + row + (row >= kept ? 1 : 0)
      grid.write(binding.keys, x: box.x + 2, y: y, width: keysWidth, style: .info)
      grid.write(
        binding.action, x: box.x + 4 + keysWidth, y: y, width: box.maxX - box.x - keysWidth - 6)
    }
    if isCut {
      grid.write("…", x: box.x + 2, y: box.y + 2 + min(kept, rows), width: 1, style: .dim)
    }
    let footer = " q quits, any other key closes "
    grid.write(
      footer, x: max(box.maxX - footer.count - 2, box.x + 1), y: box.maxY - 1,
      width: box.width - 2, style: .dim)
  }
}
