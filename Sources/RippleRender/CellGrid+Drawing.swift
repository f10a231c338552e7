import RippleTrace

extension CellGrid {
  /// The whole grid as a rectangle.
  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// Fills a rectangle with one cell, clipped to the grid.
  public mutating func fill(_ rect: CellRect, with cell: Cell = Cell()) {
    for row in rect.y..<rect.maxY {
      for column in rect.x..<rect.maxX {
        self[x: column, y: row] = cell
      }
    }
  }

  /// Writes text from a column on a row, at most `width` cells of it; a longer text is cut
  /// and ends with `…`. Control characters show as `\uXXXX` (``TerminalText``); a wide
  /// character takes two cells (``WideCharacters``).
  /// - Returns: The number of cells written.
  @discardableResult
  public mutating func write(_ text: String, x: Int, y: Int, width: Int, style: CellStyle = .plain)
    -> Int
  {
    guard width > 0 else { return 0 }
    let fitted = Self.fit(Self.cells(of: text), width: width)
    write(fitted, x: x, y: y, style: style)
    return fitted.count
  }

  /// How many cells ``write(_:x:y:width:style:)`` takes for a text it does not cut.
  public static func columns(of text: String) -> Int { cells(of: text).count }

  /// A text as cells: control characters escaped, wide characters spread over two.
  private static func cells(of text: String) -> String {
    WideCharacters.spreading(TerminalText.escapingControls(text))
  }

  /// Changes the style of every cell in a rectangle, keeping the characters.
  public mutating func restyle(_ rect: CellRect, as style: CellStyle) {
    for row in rect.y..<rect.maxY {
      for column in rect.x..<rect.maxX where contains(x: column, y: row) {
        self[x: column, y: row].style = style
      }
    }
  }

  /// A text cut to `width` characters, ending with `…` when it was longer. A wide character
  /// whose second cell the cut would drop (``WideCharacters``) gives way to a space.
  public static func fit(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    var kept = String(text.prefix(width - 1))
    if let last = kept.last, WideCharacters.isWide(last) {
      kept.removeLast()
      kept.append(" ")
    }
    return kept + "…"
  }
}

extension CellGrid {
  /// Draws a single-line box along the edges of a rectangle (at least 2×2).
  public mutating func drawBox(_ rect: CellRect, style: CellStyle = .dim) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    for column in rect.x + 1..<right {
      self[x: column, y: rect.y] = Cell("─", style: style)
      self[x: column, y: bottom] = Cell("─", style: style)
    }
    for row in rect.y + 1..<bottom {
      self[x: rect.x, y: row] = Cell("│", style: style)
      self[x: right, y: row] = Cell("│", style: style)
    }
    self[x: rect.x, y: rect.y] = Cell("┌", style: style)
    self[x: right, y: rect.y] = Cell("┐", style: style)
    self[x: rect.x, y: bottom] = Cell("└", style: style)
    self[x: right, y: bottom] = Cell("┘", style: style)
  }
}
