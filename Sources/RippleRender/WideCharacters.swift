/// Characters a terminal draws two columns wide (CJK ideographs, kana, hangul, full-width
/// forms, most emoji), and how a ``CellGrid`` holds them: the character in one cell, then
/// ``CellGrid/continuation`` in the next, so that a text's `count` is its width on screen.
///
/// The ranges are the East Asian Wide and Fullwidth blocks of Markus Kuhn's `wcwidth`, and the
/// emoji blocks; a terminal that disagrees about a character gets `?` from the viewer instead.
public enum WideCharacters {
  /// Whether a character takes two columns: its first scalar lies in a wide block.
  public static func isWide(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      true
    default:
      false
    }
  }

  /// The text with ``CellGrid/continuation`` after each wide character: one `Character` per
  /// column. The continuation character itself, should the text hold it, is written `\uE000`.
  public static func spreading(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value >= 0x1100 }) else { return text }
    var spread = ""
    for character in text {
      if character == CellGrid.continuation {
        spread += "\\uE000"
        continue
      }
      spread.append(character)
      if isWide(character) { spread.append(CellGrid.continuation) }
    }
    return spread
  }
}
