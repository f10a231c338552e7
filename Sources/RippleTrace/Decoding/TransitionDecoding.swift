extension LineDecoder {
  /// A transition (SPEC §5): a name or `{"scale": S}` (symmetric), an array of transitions
  /// (combined), or `{"insertion": I, "removal": R}` (asymmetric; I and R are names, scale
  /// objects or arrays of them).
  func transition(_ value: JSONValue, path: String) throws(TraceError) -> Transition {
    try transition(value, path: path, allowsAsymmetric: true)
  }

  private func transition(
    _ value: JSONValue, path: String, allowsAsymmetric: Bool
  ) throws(TraceError) -> Transition {
    switch value.kind {
    case .string(let name):
      let known = TransitionEffect.traceNames.first { $0.name == name }
      guard let effect = known?.effect else {
        throw error(
          "unknown transition \(JSONText.string(name)); expected "
            + Self.alternatives(TransitionEffect.traceNames.map(\.name), near: name),
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
