import RippleTrace

extension TraceEvent {
  /// The event with its pointer renamed through a map (pointers not in it unchanged).
  func renumbered(_ map: [Int: Int]) -> TraceEvent {
    var event = self
    switch kind {
    case .down(let pointer, let point):
      event.kind = .down(pointer: map[pointer] ?? pointer, at: point)
    case .move(let pointer, let point):
      event.kind = .move(pointer: map[pointer] ?? pointer, to: point)
    case .up(let pointer, let point): event.kind = .up(pointer: map[pointer] ?? pointer, at: point)
    case .cancel(let pointer): event.kind = .cancel(pointer: map[pointer] ?? pointer)
    case .state: break
    }
    return event
  }
}

extension TraceEvent.Kind {
  /// The pointer of a pointer event.
  var pointer: Int? {
    switch self {
    case .down(let pointer, _), .move(let pointer, _), .up(let pointer, _), .cancel(let pointer):
      pointer
    case .state:
      nil
    }
  }

  /// The position of a `down`, `move` or positioned `up`.
  var position: Point? {
    switch self {
    case .down(_, let point), .move(_, let point): point
    case .up(_, let point): point
    case .cancel, .state: nil
    }
  }

  /// The same event at another position (unchanged when it has none).
  func moved(to point: Point) -> Self {
    switch self {
    case .down(let pointer, _): .down(pointer: pointer, at: point)
    case .move(let pointer, _): .move(pointer: pointer, to: point)
    case .up(let pointer, .some): .up(pointer: pointer, at: point)
    case .up, .cancel, .state: self
    }
  }
}
