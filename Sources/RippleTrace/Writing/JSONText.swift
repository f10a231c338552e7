/// Canonical JSON spellings of numbers and strings, shared by the writer and by messages.
public enum JSONText {
  /// The shortest text that reads back as the same `Double`; integral values without `.0`.
  public static func number(_ value: Double) -> String {
    integral(value).map { String($0) } ?? value.description
  }

  /// The value as an integer when it is one that a `Double` holds exactly.
  static func integral(_ value: Double) -> Int64? {
    value.rounded() == value && abs(value) < 9_007_199_254_740_992 ? Int64(value) : nil
  }

  /// Whether a UTF-8 byte may need escaping inside a JSON string: `"`, `\`, or the first
  /// byte of a control character (``TerminalText/isControl(_:)``).
  static func needsEscape(_ byte: UInt8) -> Bool {
    // Printable ASCII, the common case, first.
    if byte &- 0x20 < 0x5F { return byte == 0x22 || byte == 0x5C }
    return TerminalText.mayBeginControl(byte)
  }

  /// A quoted JSON string with `"`, `\` and control characters escaped: JSON requires it of
  /// C0 controls, and the other controls of ``TerminalText/isControl(_:)`` are escaped too,
  /// so that JSON printed on a terminal cannot act on it. It reads back the same.
  public static func string(_ value: String) -> String {
    if !value.utf8.contains(where: needsEscape) {
      return "\"" + value + "\""
    }
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case _ where TerminalText.isControl(scalar):
        text += TerminalText.unicodeEscape(scalar)
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
    return text
  }
}
