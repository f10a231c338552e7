/// Builds one line of JSON as UTF-8 bytes, with the spellings of ``JSONText``: compact, or
/// spaced as trace files are written (`{"t": 0, "type": "up"}`).
///
/// Commas are placed for you: open a container, add keys and values, close it.
///
/// ```swift
/// var json = JSONLine()
/// json.openObject()
/// json.key("id")
/// json.integer(3)
/// json.key("x")
/// json.number(254.2)
/// json.closeObject()
/// json.text  // {"id":3,"x":254.2}
/// ```
public struct JSONLine: Sendable {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []
  /// Whether the next key or value follows a sibling and needs a comma first.
  private var followsSibling = false
  /// Whether a space follows each comma and each key's colon.
  private let isSpaced: Bool

  /// An empty line.
  /// - Parameter spaced: Whether a space follows each comma and each key's colon.
  public init(spaced: Bool = false) {
    isSpaced = spaced
    bytes.reserveCapacity(640)
  }

  /// The line's text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// One line holding one object, its members written by `members`.
  /// - Parameter spaced: Whether a space follows each comma and each key's colon.
  public static func objectLine(spaced: Bool = false, _ members: (inout JSONLine) -> Void)
    -> String
  {
    var json = JSONLine(spaced: spaced)
    json.object(members)
    return json.text
  }

  /// Writes an object, its members written by `members`: `{`, the members, `}`.
  public mutating func object(_ members: (inout JSONLine) -> Void) {
    openObject()
    members(&self)
    closeObject()
  }

  /// Opens an object: `{`.
  public mutating func openObject() { open(UInt8(ascii: "{")) }

  /// Closes the innermost object: `}`.
  public mutating func closeObject() { close(UInt8(ascii: "}")) }

  /// Opens an array: `[`.
  public mutating func openArray() { open(UInt8(ascii: "[")) }

  /// Closes the innermost array: `]`.
  public mutating func closeArray() { close(UInt8(ascii: "]")) }

  /// Writes an object key and its colon; the member's value comes next.
  /// - Parameter name: A key with nothing to escape.
  public mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    colon()
  }

  /// Writes an object member whose value is a string.
  public mutating func member(_ key: StaticString, _ value: String) {
    self.key(key)
    string(value)
  }

  /// Writes an object member whose value is an integer.
  public mutating func member(_ key: StaticString, _ value: Int) {
    self.key(key)
    integer(value)
  }

  /// Writes an object member whose value is a number.
  public mutating func member(_ key: StaticString, _ value: Double) {
    self.key(key)
    number(value)
  }

  /// Writes an object member whose value is `true` or `false`.
  public mutating func member(_ key: StaticString, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  /// Writes an enumeration case's raw value as an object key and its colon.
  public mutating func key<Name: RawRepresentable>(_ name: Name) where Name.RawValue == String {
    key(escaping: name.rawValue)
  }

  /// Writes an object key, quoted and escaped, and its colon.
  public mutating func key(escaping name: String) {
    string(name)
    colon()
  }

  /// Writes a number as ``JSONText/number(_:)`` spells it.
  public mutating func number(_ value: Double) {
    guard let integral = JSONText.integral(value) else {
      separate()
      // `description`'s text, written without making a `String` of it.
      var sink = ByteSink()
      swap(&sink.bytes, &bytes)
      value.write(to: &sink)
      swap(&sink.bytes, &bytes)
      followsSibling = true
      return
    }
    integer(Int(integral))
  }

  /// Writes an integer.
  public mutating func integer(_ value: Int) {
    separate()
    followsSibling = true
    guard !(0...9).contains(value) else {
      bytes.append(UInt8(ascii: "0") + UInt8(value))  // Most counts of a report are 0.
      return
    }
    // Digits are written backwards into a buffer (20 bytes hold `Int.min`), then appended.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      var magnitude = value.magnitude
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude != 0
      if value < 0 {
        start -= 1
        digits[start] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Writes a string, quoted and escaped as ``JSONText/string(_:)`` does.
  public mutating func string(_ value: String) {
    var value = value
    let plain = value.withUTF8 { utf8 in
      guard !utf8.contains(where: JSONText.needsEscape) else { return false }
      separate()
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return true
    }
    if plain {
      followsSibling = true
    } else {
      raw(JSONText.string(value))
    }
  }

  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

  /// Writes `null`.
  public mutating func null() { raw("null") }

  private mutating func raw(_ text: String) {
    separate()
    bytes.append(contentsOf: text.utf8)
    followsSibling = true
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    followsSibling = false
  }

  private mutating func close(_ bracket: UInt8) {
    bytes.append(bracket)
    followsSibling = true
  }

  /// Writes the comma before a sibling (a key's value follows it without one).
  private mutating func separate() {
    guard followsSibling else { return }
    bytes.append(UInt8(ascii: ","))
    if isSpaced { bytes.append(UInt8(ascii: " ")) }
  }

  /// Writes the colon after a key.
  private mutating func colon() {
    bytes.append(UInt8(ascii: ":"))
    if isSpaced { bytes.append(UInt8(ascii: " ")) }
    followsSibling = false
  }
}

/// Collects the ASCII text a number writes of itself (`Double.write(to:)`), which hands it
/// over as bytes through `_writeASCII` rather than as a `String`.
private struct ByteSink: TextOutputStream {
  var bytes: [UInt8] = []

  mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }

  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: buffer)
  }
}
