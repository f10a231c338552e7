import RippleTrace

/// Whether a press sequence is one a real device can produce (issue #5 `--well-formed`):
/// each pointer alternates `down` and `up`/`cancel`, starting with `down`, and moves only
/// while down; `state` events may come at any time. A `down` lands inside the scene or on its
/// edge: hit testing sends a touch outside a view's bounds to other views, though a finger
/// that is down may move or lift anywhere.
public enum WellFormedness {
  /// Whether every pointer's events follow the rule, pressing on a scene with `bounds`.
  public static func holds(for events: [TraceEvent], in bounds: Rect) -> Bool {
    var down: Set<Int> = []
    for event in events {
      switch event.kind {
      case .down(let pointer, let point):
        guard down.insert(pointer).inserted, lands(point, in: bounds) else { return false }
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

  /// Whether a point is inside the bounds or on their edge.
  static func lands(_ point: Point, in bounds: Rect) -> Bool {
    (bounds.x...bounds.x + bounds.width).contains(point.x)
      && (bounds.y...bounds.y + bounds.height).contains(point.y)
  }
}
