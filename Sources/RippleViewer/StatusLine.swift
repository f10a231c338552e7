import RippleRender

/// The bottom row: the `:` prompt while typing, a message after a key, or the main keys.
enum StatusLine {
  /// Draws the status line.
  static func draw(into grid: inout CellGrid, rect: CellRect, state: ViewerState) {
    guard !rect.isEmpty else { return }
    if let prompt = state.prompt {
      var column = rect.x
      column += grid.write(" go to ", x: column, y: rect.y, width: rect.width, style: .title)
      column += grid.write(" " + prompt + "▏", x: column, y: rect.y, width: rect.maxX - column)
      grid.write(
        "  0.5, 0.5s or #30 · enter go · esc cancel", x: column, y: rect.y,
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
}
