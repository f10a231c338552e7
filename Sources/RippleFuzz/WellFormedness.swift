import RippleTrace

/// Whether a press sequence is one a real device can produce (issue #5 `--well-formed`):
/// each pointer alternates `down` and `up`/`cancel`, starting with `down`, and moves only
/// while down; `state` events may come at any time.
public enum WellFormedness {
  /// Whether every pointer's events follow the rule.
  public static func holds(for events: [TraceEvent]) -> Bool {
    var down: Set<Int> = []
    for event in events {
      switch event.kind {
      case .down(let pointer, _):
        guard down.insert(pointer).inserted else { return false }
      case .move(let pointer, _):
        guard down.contains(pointer) else { return false }
      case .up(let pointer, _), .cancel(let pointer):
        guard down.remove(pointer) != nil else { return false }
      case .state:
        continue
      }
    }
    return true
  }
}
