extension LineDecoder {
  /// A number in a range, or `{"when": STATE, "then": A, "else": B}` with both branches in
  /// the range (SPEC §2.1, §2.2).
  func stateValue(
    _ value: JSONValue, path: String, in range: NumberRange
  ) throws(TraceError) -> StateValue {
    switch value.kind {
    case .number:
      return .constant(try number(value, path: path, in: range))
    case .object:
      let fields = try object(value, path: path)
      try checkKeys(fields, allowed: ["when", "then", "else"])
      let state = try name(required("when", in: fields), path: fields.path("when"))
      let then = try number(required("then", in: fields), path: fields.path("then"), in: range)
      let otherwise = try number(
        required("else", in: fields), path: fields.path("else"), in: range)
      return .conditional(state: state, then: then, else: otherwise)
    default:
      throw mismatch(
        "\(range.phrase) or {\"when\": STATE, \"then\": A, \"else\": B}", value, path: path)
    }
  }
}
