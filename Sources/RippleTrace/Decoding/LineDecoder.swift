/// Decodes the JSON values of one trace line, reporting every error at this line with the
/// column of the offending key or value and a message that names the key path.
struct LineDecoder {
  /// The file named in locations.
  let file: String
  /// The 1-based line number.
  let line: Int

  /// The largest integer a count or id may be (every such `Double` is exact).
  static let largestInteger = 9_007_199_254_740_991.0

  // MARK: Errors

  /// An error at a column, prefixed with the key path when there is one.
  func error(_ message: String, path: String, column: Int) -> TraceError {
    TraceError(
      path.isEmpty ? message : "\(path): \(message)",
      at: SourceLocation(file: file, line: line, column: column))
  }

  /// `expected …, got …` at the value, then `hint` (` (did you mean …?)`), if any.
  func mismatch(_ expected: String, _ value: JSONValue, path: String, hint: String = "")
    -> TraceError
  {
    error("expected \(expected), got \(value.summary)\(hint)", path: path, column: value.column)
  }

  // MARK: Objects

  /// The members of an object value.
  func object(_ value: JSONValue, path: String) throws(TraceError) -> ObjectFields {
    guard case .object(let members) = value.kind else {
      throw mismatch("an object", value, path: path)
    }
    return ObjectFields(members: members, column: value.column, path: path)
  }

  /// Rejects the first key not in `allowed`: a key that other kinds of the same object take
  /// (`otherKinds`) is "not allowed `context`"; any other key is unknown, with the closest
  /// allowed key suggested.
  func checkKeys(
    _ fields: ObjectFields, allowed: [String], otherKinds: [String] = [],
    context: @autoclosure () -> String = ""
  ) throws(TraceError) {
    for member in fields.members where !allowed.contains(member.key) {
      let quoted = "'\(member.key)'"
      if otherKinds.contains(member.key) {
        throw error(
          "key \(quoted) is not allowed \(context())", path: fields.path, column: member.keyColumn)
      }
      var message = "unknown key \(quoted)"
      let parts = member.key.split(separator: ".", maxSplits: 1).map(String.init)
      if parts.count == 2, allowed.contains(parts[0]) {
        // SPEC's tables write nested keys with a dot: `onUp.remove`.
        message += " (a nested key: write {\"\(parts[0])\": {\"\(parts[1])\": …}})"
      } else if let suggestion = KeySuggestion.closest(to: member.key, in: allowed) {
        message += " (did you mean '\(suggestion)'?)"
      }
      throw error(message, path: fields.path, column: member.keyColumn)
    }
  }

  /// The value of a key that must be present.
  func required(_ key: String, in fields: ObjectFields) throws(TraceError) -> JSONValue {
    guard let value = fields.value(key) else {
      throw error("missing required key '\(key)'", path: fields.path, column: fields.column)
    }
    return value
  }

  // MARK: Scalars

  /// A finite number in a range.
  func number(
    _ value: JSONValue, path: @autoclosure () -> String, in range: NumberRange
  ) throws(TraceError) -> Double {
    guard case .number(let number) = value.kind, range.contains(number) else {
      throw mismatch(range.phrase, value, path: path())
    }
    return number
  }

  /// An integral number in `lower…upper` (no upper bound: up to ``largestInteger``).
  func integer(
    _ value: JSONValue, path: @autoclosure () -> String, from lower: Int, to upper: Int? = nil
  ) throws(TraceError) -> Int {
    guard case .number(let number) = value.kind, number.rounded() == number,
      number >= Double(lower), number <= upper.map(Double.init) ?? Self.largestInteger
    else {
      throw mismatch(Self.integerPhrase(for: value, from: lower, to: upper), value, path: path())
    }
    return Int(number)
  }

  /// What ``integer(_:path:from:to:)`` expected, naming the largest integer when the value
  /// is an integer beyond it (so `9223372036854775807` is not told it is not "≥ 0").
  private static func integerPhrase(for value: JSONValue, from lower: Int, to upper: Int?)
    -> String
  {
    if let upper { return "an integer in \(lower)…\(upper)" }
    if case .number(let number) = value.kind, number > largestInteger {
      return "an integer in \(lower)…\(Int(largestInteger))"
    }
    return "an integer ≥ \(lower)"
  }

  /// A string.
  func string(_ value: JSONValue, path: @autoclosure () -> String) throws(TraceError) -> String {
    guard case .string(let string) = value.kind else {
      throw mismatch("a string", value, path: path())
    }
    return string
  }

  /// A non-empty string, such as a node or state name.
  func name(_ value: JSONValue, path: @autoclosure () -> String) throws(TraceError) -> String {
    guard case .string(let string) = value.kind, !string.isEmpty else {
      throw mismatch("a non-empty string", value, path: path())
    }
    return string
  }

  /// `true` or `false`.
  func bool(_ value: JSONValue, path: @autoclosure () -> String) throws(TraceError) -> Bool {
    guard case .bool(let bool) = value.kind else {
      throw mismatch("true or false", value, path: path())
    }
    return bool
  }

  /// One of an enumeration's raw string values.
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: JSONValue, path: @autoclosure () -> String, as type: Choice.Type
  ) throws(TraceError) -> Choice where Choice.RawValue == String {
    guard case .string(let string) = value.kind, let choice = Choice(rawValue: string) else {
      let names = Choice.allCases.map(\.rawValue)
      // A string is told the closest name; another value only what is expected.
      let hint =
        if case .string(let string) = value.kind {
          KeySuggestion.didYouMean(string, in: names)
        } else {
          ""
        }
      throw mismatch(Self.alternatives(names), value, path: path(), hint: hint)
    }
    return choice
  }

  /// An array's elements.
  func array(
    _ value: JSONValue, path: @autoclosure () -> String
  ) throws(TraceError) -> [JSONValue] {
    guard case .array(let elements) = value.kind else {
      throw mismatch("an array", value, path: path())
    }
    return elements
  }

  /// `"a", "b" or "c"`, then ` (did you mean "b"?)` when `typed` is a slip of one of them.
  static func alternatives(_ names: [String], near typed: String) -> String {
    alternatives(names) + KeySuggestion.didYouMean(typed, in: names)
  }

  /// `"a", "b" or "c"`.
  static func alternatives(_ names: [String]) -> String {
    let quoted = names.map { JSONText.string($0) }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
