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

  /// Whether a UTF-8 byte must be escaped inside a JSON string: `"`, `\` or a control
  /// character.
  static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

  /// A quoted JSON string with `"`, `\` and control characters escaped.
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
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
    return text
  }
}
