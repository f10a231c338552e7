import RippleRender

/// The bottom row: the `:` prompt while typing, a message after a key, or the main keys.
enum StatusLine {
  /// Draws the status line.
  static func draw(into grid: inout CellGrid, rect: CellRect, state: ViewerState) {
    guard !rect.isEmpty else { return }
    if let prompt = state.prompt {
      var column = rect.x
      column += grid.write(" go to ", x: column, y: rect.y, width: rect.width, style: .title)
      column += grid.write(
        typed(prompt, width: rect.maxX - column), x: column, y: rect.y,
        width: rect.maxX - column)
      grid.write(
        "  0.5s, 500ms or #30 · enter go · esc cancel", x: column, y: rect.y,
        width: rect.maxX - column, style: .dim)
      return
    }
    if let message = state.message, !message.isEmpty {
      grid.write(" " + message, x: rect.x, y: rect.y, width: rect.width, style: .info)
      return
    }
    var hints = KeyBindings.status
    let width = { (hints: [(keys: String, action: String, rank: Int)]) in
      hints.reduce(0) { $0 + $1.keys.count + $1.action.count + 3 }
    }
    while width(hints) > rect.width, hints.count > 1,
      let lowest = hints.indices.min(by: { hints[$0].rank < hints[$1].rank })
    {
      hints.remove(at: lowest)
    }
    var column = rect.x
    for (keys, action, _) in hints {
      column += grid.write(keys, x: column, y: rect.y, width: rect.maxX - column, style: .title)
      column += grid.write(
        " \(action)  ", x: column, y: rect.y, width: rect.maxX - column, style: .plain)
    }
  }

  /// What was typed at the prompt, with the cursor after it, in at most `width` cells: its
  /// end after `…` when the whole does not fit, so that what is being typed stays in view.
  static func typed(_ prompt: String, width: Int) -> String {
    // A text of more than four UTF-8 bytes a cell does not fit (short of stacked combining
    // marks, then shown cut): its cells are not counted, which would take as long as the text
    // at every key of a long paste.
    if prompt.utf8.count <= 4 * width {
      let whole = " " + prompt + "▏"
      if CellGrid.columns(of: whole) <= width { return whole }
    }
    // Every character takes at least one cell: no more than `width` of them can fit.
    var tail = prompt.suffix(max(width, 0))
    while !tail.isEmpty, CellGrid.columns(of: " …" + tail + "▏") > width {
      tail = tail.dropFirst()
    }
    return " …" + tail + "▏"
  }
}
