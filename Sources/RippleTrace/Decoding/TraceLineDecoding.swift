extension LineDecoder {
  /// Decodes a line after the header: an event (it has `type`) or an expectation (it has
  /// `expect`); `t`, where present, must not be earlier than `previousTime` (SPEC §1).
  func traceLine(_ value: JSONValue, previousTime: Double?) throws(TraceError) -> TraceLine {
    let fields = try lineObject(value)
    let type = fields.member("type")
    let expect = fields.member("expect")
    if let type, let expect {
      throw error(
        "a line is an event ('type') or an expectation ('expect'), not both", path: "",
        column: max(type.keyColumn, expect.keyColumn))
    }
    if let type {
      return .event(try event(fields, type: type.value, previousTime: previousTime))
    }
    if let expect {
      return .expectation(
        try expectation(fields, expect: expect.value, previousTime: previousTime))
    }
    try checkKeys(fields, allowed: Self.allEventKeys + ["expect"])
    throw error(
      "a line after the header must be an event (with 'type') or an expectation (with 'expect')",
      path: "", column: value.column)
  }
}
