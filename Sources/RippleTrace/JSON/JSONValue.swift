/// A parsed JSON value and the 1-based byte column where it starts on its line.
struct JSONValue {
  /// What the value is.
  enum Kind {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string, escapes resolved.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object's members, in the order written; keys are unique.
    case object([JSONMember])
  }

  /// The value.
  var kind: Kind
  /// The 1-based byte column of the value's first byte.
  var column: Int

  /// The value of this object's member named `key`; `nil` when this is not an object or it
  /// has no such member.
  func member(_ key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// A short description for messages: `-5`, `"abc"`, `an array`, `an empty array`, `null`.
  var summary: String {
    switch kind {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return JSONText.number(value)
    case .string(let value):
      let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return JSONText.string(shown)
    case .array(let elements): return elements.isEmpty ? "an empty array" : "an array"
    case .object(let members): return members.isEmpty ? "an empty object" : "an object"
    }
  }
}

/// One `"key": value` member of a JSON object, with the key's column.
struct JSONMember {
  /// The key, escapes resolved.
  var key: String
  /// The 1-based byte column of the key's opening quote.
  var keyColumn: Int
  /// The member's value.
  var value: JSONValue
}
