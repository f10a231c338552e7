extension LineDecoder {
  /// The event types and the keys each allows (SPEC §1.2).
  static let eventKeys: [(type: String, keys: [String])] = [
    ("down", ["t", "type", "pointer", "x", "y"]),
    ("move", ["t", "type", "pointer", "x", "y"]),
    ("up", ["t", "type", "pointer", "x", "y"]),
    ("cancel", ["t", "type", "pointer"]),
    ("state", ["t", "type", "set"]),
  ]
  /// Every key some event allows.
  static let allEventKeys = ["t", "type", "pointer", "x", "y", "set"]
  /// The largest pointer id.
  static let maximumPointer = 1_000_000
  /// The largest `|x|` or `|y|` of a position: a press's, or a frame's origin.
  static let coordinateLimit = 1e6

  /// Decodes an event line (SPEC §1.2); its `t` must not be earlier than `previousTime`.
  func event(
    _ fields: ObjectFields, type typeValue: JSONValue, previousTime: Double?
  ) throws(TraceError) -> TraceEvent {
    let type = try string(typeValue, path: "type")
    guard let keys = Self.eventKeys.first(where: { $0.type == type })?.keys else {
      throw error(
        "unknown event type \(JSONText.string(type)); expected "
          + Self.alternatives(Self.eventKeys.map(\.type), near: type),
        path: "type", column: typeValue.column)
    }
    // A state set beside `set` rather than in it: `{"type": "state", "disabled": true}`.
    if type == "state",
      let stray = fields.members.first(where: {
        !keys.contains($0.key) && !Self.allEventKeys.contains($0.key)
      }),
      case .bool(let value) = stray.value.kind
    {
      throw error(
        "unknown key '\(stray.key)' (a state is set inside \"set\": write "
          + "\"set\": {\(JSONText.string(stray.key)): \(value)})",
        path: fields.path, column: stray.keyColumn)
    }
    try checkKeys(
      fields, allowed: keys, otherKinds: Self.allEventKeys + ["expect"],
      context: "on a \(JSONText.string(type)) event")
    let time = try self.time(required("t", in: fields), previousTime: previousTime)
    switch type {
    case "down":
      return TraceEvent(
        time: time, kind: .down(pointer: try pointer(fields), at: try position(fields)))
    case "move":
      return TraceEvent(
        time: time, kind: .move(pointer: try pointer(fields), to: try position(fields)))
    case "up":
      let pointer = try pointer(fields)
      let x = fields.member("x")
      let y = fields.member("y")
      if let lone = x ?? y, (x == nil) != (y == nil) {
        throw error(
          "'x' and 'y' go together: '\(x == nil ? "x" : "y")' is missing", path: "",
          column: lone.keyColumn)
      }
      return TraceEvent(
        time: time, kind: .up(pointer: pointer, at: x == nil ? nil : try position(fields)))
    case "cancel":
      return TraceEvent(time: time, kind: .cancel(pointer: try pointer(fields)))
    default:
      return TraceEvent(time: time, kind: .state(try states(required("set", in: fields))))
    }
  }

  /// A line's `t`: in 0…``TraceEvent/maximumTime`` and not earlier than the previous line's
  /// (SPEC §1).
  func time(_ value: JSONValue, previousTime: Double?) throws(TraceError) -> Double {
    let time = try number(value, path: "t", in: .closed(0, TraceEvent.maximumTime))
    if let previousTime, time < previousTime {
      throw error(
        "time \(JSONText.number(time)) is earlier than the previous line's "
          + JSONText.number(previousTime),
        path: "t", column: value.column)
    }
    return time
  }

  private func pointer(_ fields: ObjectFields) throws(TraceError) -> Int {
    try integer(
      required("pointer", in: fields), path: "pointer", from: 1, to: Self.maximumPointer)
  }

  private func position(_ fields: ObjectFields) throws(TraceError) -> Point {
    let range = NumberRange.closed(-Self.coordinateLimit, Self.coordinateLimit)
    return Point(
      x: try number(required("x", in: fields), path: "x", in: range),
      y: try number(required("y", in: fields), path: "y", in: range))
  }

  /// `set`: a non-empty object of state name → bool.
  private func states(_ value: JSONValue) throws(TraceError) -> [String: Bool] {
    let fields = try object(value, path: "set")
    guard !fields.members.isEmpty else {
      throw error("expected at least one state", path: "set", column: value.column)
    }
    var states: [String: Bool] = [:]
    for member in fields.members {
      if member.key.isEmpty {
        throw error("a state name must not be empty", path: "set", column: member.keyColumn)
      }
      states[member.key] = try bool(member.value, path: fields.path(member.key))
    }
    return states
  }
}
