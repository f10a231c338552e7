/// Text a trace supplies (names, keys), made safe to print on a terminal: a control
/// character would move the cursor, clear the screen or set the window title, and a
/// bidirectional formatting character would reorder what the line seems to say.
public enum TerminalText {
  /// Whether a scalar acts on a terminal or on the order of its line instead of showing: a C0
  /// or C1 control character, DEL, a bidirectional mark, embedding, override or isolate, or
  /// the line and paragraph separators (U+2028, U+2029), which split a line for some readers
  /// of JSON Lines.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
      true
    default:
      false
    }
  }

  /// Whether a UTF-8 byte may begin such a scalar: a string without one needs no escaping.
  static func mayBeginControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
  }

  /// `text` with every control scalar (``isControl(_:)``) written as `\uXXXX`, as JSON
  /// spells it: a line break too, so that a name cannot forge a line of output.
  public static func escapingControls(_ text: String) -> String {
    guard text.utf8.contains(where: mayBeginControl) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        escaped += unicodeEscape(scalar)
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `\uXXXX` for a scalar of the Basic Multilingual Plane.
  static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex
  }
}
