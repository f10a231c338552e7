/// Builds one line of JSON as UTF-8 bytes, with the spellings of ``JSONText``: compact, or
/// spaced as trace files are written (`{"t": 0, "type": "up"}`); ``endLine()`` starts
/// another, for JSON Lines.
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
public struct JSONLine: ~Copyable {
  /// The bytes written so far, in a buffer this line owns: appending to it checks neither
  /// uniqueness nor a copy, as an array would at every byte.
  private var storage = ByteStorage(capacity: 640)
  /// Whether the next key or value follows a sibling and needs a comma first.
  private var followsSibling = false
  /// Whether a space follows each comma and each key's colon.
  private let isSpaced: Bool

  /// An empty line.
  /// - Parameter spaced: Whether a space follows each comma and each key's colon.
  public init(spaced: Bool = false) {
    isSpaced = spaced
  }

  deinit { storage.deallocate() }

  /// The bytes written so far.
  public var bytes: [UInt8] { Array(storage.written) }

  /// The line's text.
  public var text: String { String(decoding: storage.written, as: UTF8.self) }

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

  /// Ends the line with `\n`: what follows starts another line of JSON Lines.
  public mutating func endLine() {
    storage.append(UInt8(ascii: "\n"))
    followsSibling = false
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
    // Room for `, "name": ` at once, the name copied byte by byte: a line writes dozens of
    // short keys.
    storage.reserve(name.utf8CodeUnitCount + 6)
    separate()
    storage.appendReserved(UInt8(ascii: "\""))
    name.withUTF8Buffer { storage.appendReserved($0) }
    storage.appendReserved(UInt8(ascii: "\""))
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
      value.write(to: &storage)
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
      storage.append(UInt8(ascii: "0") + UInt8(value))  // Most counts of a report are 0.
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
      storage.append(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Writes a string, quoted and escaped as ``JSONText/string(_:)`` does.
  public mutating func string(_ value: String) {
    var value = value
    let plain = value.withUTF8 { utf8 in
      guard !utf8.contains(where: JSONText.needsEscape) else { return false }
      separate()
      storage.append(UInt8(ascii: "\""))
      storage.append(utf8)
      storage.append(UInt8(ascii: "\""))
      return true
    }
    if plain {
      followsSibling = true
    } else {
      separate()
      storage.write(JSONText.string(value))
      followsSibling = true
    }
  }

  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

  /// Writes `null`.
  public mutating func null() { raw("null") }

  private mutating func raw(_ text: StaticString) {
    separate()
    text.withUTF8Buffer { storage.append($0) }
    followsSibling = true
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    storage.append(bracket)
    followsSibling = false
  }

  private mutating func close(_ bracket: UInt8) {
    storage.append(bracket)
    followsSibling = true
  }

  /// Writes the comma before a sibling (a key's value follows it without one).
  @inline(__always)
  private mutating func separate() {
    guard followsSibling else { return }
    storage.reserve(2)
    storage.appendReserved(UInt8(ascii: ","))
    if isSpaced { storage.appendReserved(UInt8(ascii: " ")) }
  }

  /// Writes the colon after a key.
  @inline(__always)
  private mutating func colon() {
    storage.reserve(2)
    storage.appendReserved(UInt8(ascii: ":"))
    if isSpaced { storage.appendReserved(UInt8(ascii: " ")) }
    followsSibling = false
  }
}

/// A growable byte buffer that ``JSONLine`` owns and frees. A number writes its text into
/// it as a `TextOutputStream`, which hands ASCII over as bytes through `_writeASCII`.
private struct ByteStorage: TextOutputStream {
  private var start: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    start = .allocate(capacity: capacity)
  }

  /// The bytes written.
  var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  func deallocate() { start.deallocate() }

  mutating func append(_ byte: UInt8) {
    reserve(1)
    appendReserved(byte)
  }

  /// Appends bytes that a ``reserve(_:)`` made room for.
  mutating func appendReserved(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    (start + count).initialize(from: base, count: bytes.count)
    count += bytes.count
  }

  /// Appends a byte that a ``reserve(_:)`` made room for.
  mutating func appendReserved(_ byte: UInt8) {
    start[count] = byte
    count += 1
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    reserve(bytes.count)
    (start + count).initialize(from: base, count: bytes.count)
    count += bytes.count
  }

  mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { append($0) }
  }

  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { append(buffer) }

  /// Makes room for `extra` more bytes, doubling the buffer as often as needed.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    grow(toHold: extra)
  }

  /// Moves the bytes to a buffer at least twice as large that holds `extra` more.
  private mutating func grow(toHold extra: Int) {
    var larger = 2 * capacity
    while count + extra > larger { larger *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = larger
  }
}
