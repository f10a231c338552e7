/// Builds the text of one JSON object with keys in the order they are added:
/// `{"a": 1, "b": "x"}`.
struct JSONObjectText {
  private var members: [String] = []

  /// Adds a member whose value is already JSON text.
  mutating func add(_ key: String, raw: String) {
    members.append(JSONText.string(key) + ": " + raw)
  }

  /// Adds a number member.
  mutating func add(_ key: String, _ value: Double) {
    add(key, raw: JSONText.number(value))
  }

  /// Adds an integer member.
  mutating func add(_ key: String, _ value: Int) {
    add(key, raw: String(value))
  }

  /// Adds a string member.
  mutating func add(_ key: String, _ value: String) {
    add(key, raw: JSONText.string(value))
  }

  /// Adds a boolean member.
  mutating func add(_ key: String, _ value: Bool) {
    add(key, raw: value ? "true" : "false")
  }

  /// The object's text.
  var text: String { "{" + members.joined(separator: ", ") + "}" }
}
