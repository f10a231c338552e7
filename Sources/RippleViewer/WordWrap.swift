/// Breaks text into lines of at most a width, at spaces where it can.
enum WordWrap {
  /// The lines of a text wrapped at `width` columns; a word longer than the width is cut.
  static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      while word.count > width {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(width)))
        word = String(word.dropFirst(width))
      }
      if current.isEmpty {
        current = word
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
