/// A strict JSON parser for one line of bytes that records every value's column.
///
/// It accepts exactly RFC 8259 JSON and rejects, with a ``TraceError`` at the offending
/// byte: duplicate object keys (compared as Swift compares strings, so canonically
/// equivalent spellings such as `é` and `e` + U+0301 are one key, as they are one name
/// everywhere else in the tool), numbers that overflow to infinity, invalid escapes or UTF-8,
/// unescaped control characters, text after the value, a line that ends inside a value,
/// and nesting deeper than ``maximumDepth``.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted, to bound recursion.
  static let maximumDepth = 64

  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  let line: Int
  var index = 0

  /// Parses a whole line as one JSON value.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int
  ) throws(TraceError) -> JSONValue {
    var parser = JSONParser(bytes: bytes, file: file, line: line)
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error(
        "unexpected \(parser.describeCurrent()) after the JSON value"
          + (parser.startsComment ? " " + commentHint : ""))
    }
    return value
  }

  /// What a comment where JSON must be is told: comments are lines of their own (SPEC §1).
  static let commentHint = "(a comment is a line of its own, starting with //)"

  /// Whether the current byte may start a comment: `/` (of `//` or `/*`) or `#`.
  var startsComment: Bool {
    index < bytes.count
      && (bytes[index] == UInt8(ascii: "#") || bytes[index] == UInt8(ascii: "/"))
  }

  // MARK: Errors

  /// An error at a byte offset (default: the current one).
  func error(_ message: String, at offset: Int? = nil) -> TraceError {
    TraceError(message, at: SourceLocation(file: file, line: line, column: (offset ?? index) + 1))
  }

  /// Where the line's content ends: the offset after its last byte that is not whitespace.
  /// A line that ends early is reported there, so a CRLF line's carriage return or trailing
  /// blanks, which an editor does not show, do not move the column.
  var endOfContent: Int {
    var end = bytes.count
    while end > 0, bytes[end - 1].isJSONWhitespace { end -= 1 }
    return end
  }

  /// The current byte for messages: `'x'`, `byte 0xFF` or `end of line`.
  func describeCurrent() -> String {
    guard index < bytes.count else { return "end of line" }
    return Self.describe(bytes[index])
  }

  /// A byte for messages: `'x'` when printable, else `byte 0xFF`.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F {
      return "'\(Character(Unicode.Scalar(byte)))'"
    }
    return "byte " + hex(byte)
  }

  /// A byte in hexadecimal, two digits: `0x0A`.
  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" + digits : digits)
  }

  // MARK: Structure

  mutating func skipWhitespace() {
    while index < bytes.count, bytes[index].isJSONWhitespace { index += 1 }
  }

  mutating func parseValue(depth: Int) throws(TraceError) -> JSONValue {
    guard index < bytes.count else {
      throw error(
        "unexpected end of line: expected a value (is the line truncated?)", at: endOfContent)
    }
    let column = index + 1
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return JSONValue(kind: .object(try parseObject(depth: depth + 1)), column: column)
    case UInt8(ascii: "["):
      return JSONValue(kind: .array(try parseArray(depth: depth + 1)), column: column)
    case UInt8(ascii: "\""):
      return JSONValue(kind: .string(try parseString()), column: column)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(kind: .number(try parseNumber()), column: column)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return JSONValue(kind: .bool(true), column: column)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return JSONValue(kind: .bool(false), column: column)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return JSONValue(kind: .null, column: column)
    case UInt8(ascii: "N") where bytes[index...].starts(with: "NaN".utf8),
      UInt8(ascii: "I") where bytes[index...].starts(with: "Infinity".utf8):
      throw error("NaN and Infinity are not JSON numbers: a number must be finite")
    case 0xEF where bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]):
      throw error("a UTF-8 byte-order mark: save the trace without one (JSON Lines has none)")
    default:
      throw error(
        "unexpected \(describeCurrent()): expected a value"
          + (depth == 0 && startsComment ? " " + Self.commentHint : ""))
    }
  }

  mutating func expectLiteral(_ literal: StaticString) throws(TraceError) {
    let start = index
    let count = literal.utf8CodeUnitCount
    let matches = literal.withUTF8Buffer { expected in
      guard bytes.count - start >= count else { return false }
      for offset in 0..<count where bytes[start + offset] != expected[offset] {
        return false
      }
      return true
    }
    guard matches else {
      throw error("invalid literal: expected '\(literal)'", at: start)
    }
    index += count
  }

  mutating func parseObject(depth: Int) throws(TraceError) -> [JSONMember] {
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
    index += 1
    var members: [JSONMember] = []
    members.reserveCapacity(8)
    var seen: Set<String> = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw structureError("expected '\"' to start an object key", container: "object")
      }
      let keyOffset = index
      let key = try parseString()
      if members.count < 8 {
        if members.contains(where: { $0.key == key }) { throw duplicate(key, at: keyOffset) }
      } else {
        if seen.isEmpty { seen = Set(members.map(\.key)) }
        if !seen.insert(key).inserted { throw duplicate(key, at: keyOffset) }
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw structureError("expected ':' after object key", container: "object")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append(JSONMember(key: key, keyColumn: keyOffset + 1, value: value))
      if try closes(.object) { return members }
    }
  }

  mutating func parseArray(depth: Int) throws(TraceError) -> [JSONValue] {
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      if index >= bytes.count {
        throw structureError("expected a value", container: "array")
      }
      elements.append(try parseValue(depth: depth))
      if try closes(.array) { return elements }
    }
  }

  /// A container being parsed: its closing bracket and the words its errors use.
  enum Container {
    case object, array

    var closingBracket: UInt8 { self == .object ? UInt8(ascii: "}") : UInt8(ascii: "]") }
    var expectation: String {
      self == .object
        ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element"
    }
    var name: String { self == .object ? "object" : "array" }
  }

  /// After a member or an element: skips a `,` and the spaces after it, answering `false`, or
  /// the container's closing bracket, answering `true`.
  mutating func closes(_ container: Container) throws(TraceError) -> Bool {
    skipWhitespace()
    guard index < bytes.count else {
      throw structureError(container.expectation, container: container.name)
    }
    switch bytes[index] {
    case UInt8(ascii: ","):
      index += 1
      skipWhitespace()
      return false
    case container.closingBracket:
      index += 1
      return true
    default:
      throw structureError(container.expectation, container: container.name)
    }
  }

  /// `unterminated object: expected …` at the end of the line, `expected …, got 'x'` elsewhere.
  func structureError(_ expectation: String, container: String) -> TraceError {
    if index >= bytes.count {
      return error(
        "unterminated \(container): \(expectation) (is the line truncated?)", at: endOfContent)
    }
    return error("\(expectation), got \(describeCurrent())")
  }

  func duplicate(_ key: String, at offset: Int) -> TraceError {
    error("duplicate key \(JSONText.string(key)) in one object", at: offset)
  }
}
