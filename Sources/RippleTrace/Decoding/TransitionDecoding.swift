extension LineDecoder {
  /// The transition names and what they mean (SPEC §5).
  static let transitionNames: [(name: String, effect: TransitionEffect)] = [
    ("opacity", .opacity), ("scale", .scale(TransitionEffect.defaultScale)), ("slide", .slide),
    ("move-leading", .move(.leading)), ("move-trailing", .move(.trailing)),
    ("move-top", .move(.top)), ("move-bottom", .move(.bottom)), ("identity", .identity),
    ("keepAlive", .keepAlive),
  ]

  /// A transition (SPEC §5): a name or `{"scale": S}` (symmetric), an array of transitions
  /// (combined), or `{"insertion": I, "removal": R}` (asymmetric; I and R are names, scale
  /// objects or arrays of them).
  func transition(_ value: JSONValue, path: String) throws(TraceError) -> Transition {
    try transition(value, path: path, allowsAsymmetric: true)
  }

  private func transition(_ value: JSONValue, path: String, allowsAsymmetric: Bool)
    throws(TraceError) -> Transition
  {
    switch value.kind {
    case .string(let name):
      guard let effect = Self.transitionNames.first(where: { $0.name == name })?.effect else {
        throw error(
          "unknown transition \(JSONText.string(name)); expected "
            + Self.alternatives(Self.transitionNames.map(\.name)),
          path: path, column: value.column)
      }
      return Transition(insertion: [effect], removal: [effect])
    case .array(let elements):
      guard !elements.isEmpty else {
        throw mismatch("a non-empty array of transitions", value, path: path)
      }
      var combined = Transition(insertion: [], removal: [])
      for (index, element) in elements.enumerated() {
        let part = try transition(
          element, path: "\(path)[\(index)]", allowsAsymmetric: allowsAsymmetric)
        combined.insertion += part.insertion
        combined.removal += part.removal
      }
      return combined
    case .object:
      let fields = try object(value, path: path)
      let sides = ["insertion", "removal"]
      if allowsAsymmetric && (fields.has("insertion") || fields.has("removal")) {
        try checkKeys(fields, allowed: sides)
        let insertion = try transition(
          required("insertion", in: fields), path: fields.path("insertion"),
          allowsAsymmetric: false)
        let removal = try transition(
          required("removal", in: fields), path: fields.path("removal"), allowsAsymmetric: false)
        return Transition(insertion: insertion.insertion, removal: removal.removal)
      }
      try checkKeys(
        fields, allowed: allowsAsymmetric ? ["scale"] + sides : ["scale"], otherKinds: sides,
        context: "inside 'insertion' or 'removal'")
      let scale = try number(
        required("scale", in: fields), path: fields.path("scale"), in: .closed(0, 1000))
      return Transition(insertion: [.scale(scale)], removal: [.scale(scale)])
    default:
      throw mismatch(
        "a transition name, {\"scale\": S}, an array or {\"insertion\": I, \"removal\": R}",
        value, path: path)
    }
  }
}
