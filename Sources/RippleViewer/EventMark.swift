import RippleTrace

/// How the timeline marks an event.
enum EventMark: Sendable, Equatable {
  /// A finger touched down.
  case down
  /// A finger lifted.
  case up
  /// A gesture was cancelled.
  case cancel
  /// Named states changed.
  case state

  /// The mark of an event; `nil` for `move`, which changes nothing the viewer shows.
  init?(_ kind: TraceEvent.Kind) {
    switch kind {
    case .down: self = .down
    case .up: self = .up
    case .cancel: self = .cancel
    case .state: self = .state
    case .move: return nil
    }
  }

  /// The mark's glyph.
  var glyph: Character {
    switch self {
    case .down: "↓"
    case .up: "↑"
    case .cancel: "×"
    case .state: "◆"
    }
  }
}
