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
    for (row, binding) in bindings.prefix(rows).enumerated() {
      let y = box.y + 2 + row
      grid.write(binding.keys, x: box.x + 2, y: y, width: keysWidth, style: .info)
      grid.write(
        binding.action, x: box.x + 4 + keysWidth, y: y, width: box.maxX - box.x - keysWidth - 6)
    }
    if rows < bindings.count {
      grid.write("…", x: box.x + 2, y: box.maxY - 2, width: 1, style: .dim)
    }
    grid.write(
      " any key closes ", x: box.maxX - 18, y: box.maxY - 1, width: min(16, box.width - 2),
      style: .dim)
  }
}
