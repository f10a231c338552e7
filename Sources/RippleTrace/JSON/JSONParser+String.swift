extension JSONParser {
  /// Parses a string starting at its opening quote: escapes resolved, UTF-8 validated.
  mutating func parseString() throws(TraceError) -> String {
    let quote = index
    index += 1
    let start = index
    // Fast path: printable ASCII without escapes needs no copy but the String itself.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      index += 1
    }
    var buffer: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer)
      case 0..<0x20:
        throw error("control character \(Self.describe(byte)) in a string must be escaped")
      case 0x80...:
        try copyUTF8Sequence(into: &buffer)
      default:
        buffer.append(byte)
        index += 1
      }
    }
    throw error("unterminated string (is the line truncated?)", at: quote)
  }

  /// Resolves one escape sequence starting at its backslash.
  mutating func parseEscape(into buffer: inout [UInt8]) throws(TraceError) {
    let backslash = index
    index += 1
    guard index < bytes.count else {
      throw error("unterminated string (is the line truncated?)", at: backslash)
    }
    let simple: UInt8?
    switch bytes[index] {
    case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"): simple = nil
    default:
      throw error(
        "invalid escape in a string: '\\' followed by \(Self.describe(bytes[index]))", at: backslash
      )
    }
    if let simple {
      buffer.append(simple)
      index += 1
      return
    }
    index += 1
    var scalar = try parseHex4(escapeAt: backslash)
    if (0xD800..<0xDC00).contains(scalar) {
      let low = index
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else {
        throw error(
          "invalid \\u escape: a high surrogate must be followed by a low one", at: backslash)
      }
      index += 2
      let second = try parseHex4(escapeAt: low)
      guard (0xDC00..<0xE000).contains(second) else {
        throw error("invalid \\u escape: a high surrogate must be followed by a low one", at: low)
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (second - 0xDC00)
    } else if (0xDC00..<0xE000).contains(scalar) {
      throw error("invalid \\u escape: unpaired low surrogate", at: backslash)
    }
    guard let unicode = Unicode.Scalar(scalar) else {
      throw error("invalid \\u escape", at: backslash)
    }
    buffer.append(contentsOf: String(Character(unicode)).utf8)
  }

  /// Reads the four hex digits of a `\u` escape.
  mutating func parseHex4(escapeAt backslash: Int) throws(TraceError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else {
        throw error("unterminated string (is the line truncated?)", at: backslash)
      }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw error("invalid \\u escape: expected 4 hex digits", at: backslash)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Copies one well-formed multi-byte UTF-8 sequence (Unicode Table 3-7).
  mutating func copyUTF8Sequence(into buffer: inout [UInt8]) throws(TraceError) {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default:
      throw error("invalid UTF-8: \(Self.describe(lead)) cannot start a character")
    }
    // A broken sequence is reported at its lead byte, where it starts, as compilers do.
    func sequence() -> String { "\(Self.describe(lead)) starts a \(length)-byte sequence" }
    for offset in 1..<length {
      let position = index + offset
      guard position < bytes.count else {
        throw error("invalid UTF-8: \(sequence()) that the line cuts short")
      }
      let range = offset == 1 ? secondRange : 0x80...0xBF
      guard range.contains(bytes[position]) else {
        throw error(
          "invalid UTF-8: \(sequence()), but \(Self.describe(bytes[position])) cannot be its "
            + "byte \(offset + 1) (\(Self.hex(range.lowerBound))…\(Self.hex(range.upperBound)))")
      }
    }
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
    index += length
  }
}
