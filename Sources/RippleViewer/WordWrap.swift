import RippleRender

/// Breaks text into lines of at most a width, at spaces where it can.
enum WordWrap {
  /// The lines of a text wrapped at `width` columns, as ``CellGrid`` counts them (a wide
  /// character takes two); a word wider than the width is cut.
  static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      var wordWidth = CellGrid.columns(of: String(word))
      while wordWidth > width {
        if !current.isEmpty {
          lines.append(current)
          (current, currentWidth) = ("", 0)
        }
        let (head, headWidth) = prefix(of: word, fitting: width)
        lines.append(String(head))
        word = word[head.endIndex...]
        wordWidth -= headWidth
      }
      if current.isEmpty {
        (current, currentWidth) = (String(word), wordWidth)
      } else if currentWidth + 1 + wordWidth <= width {
        current += " " + word
        currentWidth += 1 + wordWidth
      } else {
        lines.append(current)
        (current, currentWidth) = (String(word), wordWidth)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The longest start of a word that fits in `width` columns, and its columns; at least its
  /// first character, so that cutting always moves on (a wide character on a one-column line).
  private static func prefix(of word: Substring, fitting width: Int) -> (Substring, Int) {
    var end = word.startIndex
    var used = 0
    while end < word.endIndex {
      let next = used + CellGrid.columns(of: String(word[end]))
      if next > width && end > word.startIndex { break }
      used = next
      end = word.index(after: end)
    }
    return (word[..<end], used)
  }
}
