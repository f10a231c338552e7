/// Decodes the common shape of an event line straight from its bytes, without building a
/// ``JSONValue`` tree or any `String`: one JSON object whose keys are among `t`, `type`,
/// `pointer`, `x` and `y` (each at most once, any order, written without escapes), whose
/// `type` is `"down"`, `"move"`, `"up"` or `"cancel"` and whose numbers are simple decimals
/// (see ``SimpleDecimal``), with JSON whitespace anywhere between tokens.
///
/// It accepts only lines that ``LineDecoder/traceLine(_:previousTime:)`` accepts, with the
/// same result; on anything else — another shape, a value out of range, a time earlier
/// than `previousTime`, a number it cannot convert exactly — it returns `nil`, and the
/// general path decodes the line and reports the exact error.
enum EventLineFastPath {
  /// The event on a line, or `nil` when the general path must decide.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, previousTime: Double?
  ) -> TraceEvent? {
    guard let base = bytes.baseAddress else { return nil }
    var scanner = Scanner(base: base, end: bytes.count)
    return scanner.event(previousTime: previousTime)
  }

  /// The keys the fast path knows, as bits of a set.
  private enum Key {
    static let time: UInt8 = 1
    static let type: UInt8 = 2
    static let pointer: UInt8 = 4
    static let x: UInt8 = 8
    static let y: UInt8 = 16
  }

  /// The event types the fast path knows.
  private enum EventType {
    case down
    case move
    case up
    case cancel
  }

  private struct Scanner {
    let base: UnsafePointer<UInt8>
    let end: Int
    var index = 0

    init(base: UnsafePointer<UInt8>, end: Int) {
      self.base = base
      self.end = end
    }

    mutating func event(previousTime: Double?) -> TraceEvent? {
      skipWhitespace()
      guard consume(UInt8(ascii: "{")) else { return nil }
      var seen: UInt8 = 0
      var time = 0.0
      var type = EventType.down
      var pointer = 0.0
      var x = 0.0
      var y = 0.0
      while true {
        skipWhitespace()
        guard let key = key(), seen & key == 0 else { return nil }
        seen |= key
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        if key == Key.type {
          guard let value = eventType() else { return nil }
          type = value
        } else {
          guard let value = SimpleDecimal.parse(base, end: end, index: &index) else {
            return nil
          }
          switch key {
          case Key.time: time = value
          case Key.pointer: pointer = value
          case Key.x: x = value
          default: y = value
          }
        }
        skipWhitespace()
        guard index < end else { return nil }
        let separator = base[index]
        index += 1
        if separator == UInt8(ascii: "}") { break }
        guard separator == UInt8(ascii: ",") else { return nil }
      }
      skipWhitespace()
      guard index == end else { return nil }
      return Self.event(
        seen: seen, time: time, type: type, pointer: pointer, x: x, y: y,
        previousTime: previousTime)
    }

    /// The checks of ``LineDecoder/event(_:type:previousTime:)``, for accepted values only.
    private static func event(
      seen: UInt8, time: Double, type: EventType, pointer: Double, x: Double, y: Double,
      previousTime: Double?
    ) -> TraceEvent? {
      let required = Key.time | Key.type | Key.pointer
      guard seen & required == required else { return nil }
      guard time >= 0, time <= TraceEvent.maximumTime, time >= previousTime ?? 0 else {
        return nil
      }
      guard pointer >= 1, pointer <= Double(LineDecoder.maximumPointer) else { return nil }
      let id = Int(pointer)
      guard Double(id) == pointer else { return nil }
      let position = Key.x | Key.y
      let hasPosition = seen & position == position
      if hasPosition {
        let limit = LineDecoder.coordinateLimit
        guard x >= -limit, x <= limit, y >= -limit, y <= limit else { return nil }
      }
      let point = Point(x: x, y: y)
      switch type {
      case .down:
        guard hasPosition else { return nil }
        return TraceEvent(time: time, kind: .down(pointer: id, at: point))
      case .move:
        guard hasPosition else { return nil }
        return TraceEvent(time: time, kind: .move(pointer: id, to: point))
      case .up:
        guard hasPosition || seen & position == 0 else { return nil }
        return TraceEvent(time: time, kind: .up(pointer: id, at: hasPosition ? point : nil))
      case .cancel:
        guard seen & position == 0 else { return nil }
        return TraceEvent(time: time, kind: .cancel(pointer: id))
      }
    }

    @inline(__always)
    mutating func skipWhitespace() {
      // Compact lines have no whitespace: one comparison decides.
      while index < end, base[index] <= UInt8(ascii: " ") {
        guard base[index].isJSONWhitespace else { return }
        index += 1
      }
    }

    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
      guard index < end, base[index] == byte else { return false }
      index += 1
      return true
    }

    /// The 4 bytes at `offset`, the first one lowest.
    @inline(__always)
    func load32(_ offset: Int) -> UInt32 {
      UInt32(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self))
    }

    /// The 8 bytes at `offset`, the first one lowest.
    @inline(__always)
    func load64(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// A quoted key the fast path knows, as its bit; `index` moves past it.
    @inline(__always)
    mutating func key() -> UInt8? {
      let remaining = end - index
      guard remaining >= 3, base[index] == UInt8(ascii: "\"") else { return nil }
      let first = base[index + 1]
      if base[index + 2] == UInt8(ascii: "\"") {
        let key: UInt8
        switch first {
        case UInt8(ascii: "t"): key = Key.time
        case UInt8(ascii: "x"): key = Key.x
        case UInt8(ascii: "y"): key = Key.y
        default: return nil
        }
        index += 3
        return key
      }
      if remaining >= 6, load32(index + 1) == Packed.type, base[index + 5] == UInt8(ascii: "\"") {
        index += 6
        return Key.type
      }
      if remaining >= 9, load64(index + 1) == Packed.pointer {
        index += 9
        return Key.pointer
      }
      return nil
    }

    /// A quoted event type the fast path knows; `index` moves past it.
    @inline(__always)
    mutating func eventType() -> EventType? {
      let remaining = end - index
      guard remaining >= 4, base[index] == UInt8(ascii: "\"") else { return nil }
      if remaining >= 6, base[index + 5] == UInt8(ascii: "\"") {
        let word = load32(index + 1)
        if word == Packed.down {
          index += 6
          return .down
        }
        if word == Packed.move {
          index += 6
          return .move
        }
      }
      if base[index + 1] == UInt8(ascii: "u"), base[index + 2] == UInt8(ascii: "p"),
        base[index + 3] == UInt8(ascii: "\"")
      {
        index += 4
        return .up
      }
      if remaining >= 8, load64(index) == Packed.cancel {
        index += 8
        return .cancel
      }
      return nil
    }
  }

  /// Keys and types as ``Scanner/load32(_:)`` and ``Scanner/load64(_:)`` read them.
  private enum Packed {
    /// `type`
    static let type: UInt32 = 0x6570_7974
    /// `pointer"`
    static let pointer: UInt64 = 0x2272_6574_6E69_6F70
    /// `down`
    static let down: UInt32 = 0x6E77_6F64
    /// `move`
    static let move: UInt32 = 0x6576_6F6D
    /// `"cancel"`
    static let cancel: UInt64 = 0x226C_6563_6E61_6322
  }
}

/// Converts the simplest JSON numbers exactly, without a `String`: an optional `-`, an
/// integer part without leading zeros, an optional fraction, no exponent, at most 19 digits
/// of which at most 15 are significant (leading zeros do not count, trailing ones do, as in
/// ``JSONParser``). Such a number is `m / 10^k` with `m < 10^15 < 2^53` and `k ≤ 19`: both
/// are exact `Double`s, so one correctly rounded division gives exactly the `Double` that
/// `Double(String)` and ``JSONParser`` give.
enum SimpleDecimal {
  /// The smallest mantissa with more than 15 significant digits.
  private static let mantissaLimit: UInt64 = 1_000_000_000_000_000

  /// At most this many digits in all: 19 cannot overflow a `UInt64` mantissa.
  private static let maximumDigits = 19

  /// Appends the decimal digits from `index` on to `mantissa`, leaving `index` after them.
  @inline(__always)
  private static func accumulateDigits(
    _ base: UnsafePointer<UInt8>, end: Int, index: inout Int, into mantissa: inout UInt64
  ) {
    while index < end {
      let digit = base[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      index += 1
    }
  }

  /// Parses a number starting at `index`, leaving `index` after it, or returns `nil` (with
  /// `index` unchanged) when the text there is not a simple decimal. The byte after the
  /// number is not checked.
  @inline(__always)
  static func parse(_ base: UnsafePointer<UInt8>, end: Int, index: inout Int) -> Double? {
    var position = index
    guard position < end else { return nil }
    let negative = base[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    let integerStart = position
    // Every digit goes into the mantissa, leading zeros of a fraction too (they add nothing
    // to it); 19 digits cannot overflow a UInt64, and more are refused below.
    var mantissa: UInt64 = 0
    accumulateDigits(base, end: end, index: &position, into: &mantissa)
    let integerDigits = position - integerStart
    // JSON: at least one integer digit, and no leading zero before another digit.
    guard integerDigits > 0, integerDigits == 1 || base[integerStart] != UInt8(ascii: "0")
    else { return nil }
    var fractionDigits = 0
    if position < end, base[position] == UInt8(ascii: ".") {
      position += 1
      let fractionStart = position
      accumulateDigits(base, end: end, index: &position, into: &mantissa)
      fractionDigits = position - fractionStart
      guard fractionDigits > 0 else { return nil }
    }
    if position < end, base[position] | 0x20 == UInt8(ascii: "e") { return nil }
    // Below 10^15, the mantissa has at most 15 significant digits.
    guard integerDigits + fractionDigits <= maximumDigits, mantissa < mantissaLimit else {
      return nil
    }
    index = position
    let magnitude = Double(mantissa) / JSONParser.exactPowersOfTen[fractionDigits]
    return negative ? -magnitude : magnitude
  }
}
