/// A key press, mouse action or resize, as the viewer's state understands it (the
/// ``Terminal`` translates curses codes into these).
public enum ViewerKey: Sendable, Equatable {
  /// A printable character.
  case character(Character)
  /// An arrow key.
  case left
  /// An arrow key.
  case right
  /// An arrow key.
  case up
  /// An arrow key.
  case down
  /// Home.
  case home
  /// End.
  case end
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Return or enter.
  case enter
  /// Escape.
  case escape
  /// Backspace or delete.
  case backspace
  /// Tab.
  case tab
  /// Shift-tab.
  case backTab
  /// A left click at a cell.
  case click(x: Int, y: Int)
  /// The wheel turned up (back in time).
  case wheelUp
  /// The wheel turned down (forward in time).
  case wheelDown
  /// The terminal changed size.
  case resize
}
