/// A screen-sized grid of styled characters: what the frame renderer and every viewer
/// screen draw into, so they can be tested without a terminal.
public struct CellGrid: Sendable, Equatable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Row-major cells, `width * height` of them.
  public private(set) var cells: [Cell]

  /// A blank grid; negative sizes count as 0.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    cells = Array(repeating: Cell(), count: self.width * self.height)
  }

  /// The cell at a column and row; a blank cell outside the grid.
  ///
  /// Setting a cell over half of a wide character (``WideCharacters``) leaves a space in its
  /// other half, as a terminal does: a box drawn over a wide name cuts it cleanly, instead of
  /// leaving a wide character one column wide, which no terminal can show.
  public subscript(x x: Int, y y: Int) -> Cell {
    get { contains(x: x, y: y) ? cells[y * width + x] : Cell() }
    set {
      guard contains(x: x, y: y) else { return }
      let index = y * width + x
      // Over a wide character's second half, but for another's: its first half becomes a
      // space.
      if cells[index].character == Self.continuation, newValue.character != Self.continuation,
        x > 0
      {
        cells[index - 1].character = " "
      }
      // Over its first half: its second half becomes a space, unless a wide character takes
      // the cell, whose own second half is written there next.
      if x + 1 < width, cells[index + 1].character == Self.continuation,
        !WideCharacters.isWide(newValue.character)
      {
        cells[index + 1].character = " "
      }
      cells[index] = newValue
    }
  }

  /// Whether a column and row lie inside the grid.
  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// Writes text from a column on a row, one character per cell, clipped to the grid.
  public mutating func write(_ text: String, x: Int, y: Int, style: CellStyle = .plain) {
    for (offset, character) in text.enumerated() {
      self[x: x + offset, y: y] = Cell(character, style: style)
    }
  }

  /// What a cell holds after a wide character, whose second column it is
  /// (``WideCharacters``): U+E000, a private-use character; a text that holds it has it
  /// escaped when written (``WideCharacters/spreading(_:)``).
  public static let continuation: Character = "\u{E000}"

  /// The rows as plain text, trailing spaces removed; a wide character's second cell adds
  /// nothing.
  public var lines: [String] {
    (0..<height).map { row in
      var line = String(
        cells[row * width..<(row + 1) * width].lazy.map(\.character).filter {
          $0 != Self.continuation
        })
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}

/// One character cell.
public struct Cell: Sendable, Equatable {
  /// The character shown.
  public var character: Character
  /// How it is colored.
  public var style: CellStyle

  /// A cell; a blank one by default.
  public init(_ character: Character = " ", style: CellStyle = .plain) {
    self.character = character
    self.style = style
  }
}

/// The meaning of a cell, which a terminal maps to a color (or to a monochrome attribute).
public enum CellStyle: Sendable, Equatable, Hashable, CaseIterable {
  /// Ordinary text.
  case plain
  /// Secondary text.
  case dim
  /// Titles and the header bar.
  case title
  /// The selection or cursor.
  case highlight
  /// A scene layer that is not a ripple.
  case layer
  /// A ripple that reaches the screen.
  case visible
  /// A ripple partly covered.
  case partial
  /// A ripple nothing of which reaches the screen.
  case occluded
  /// A ripple too transparent to see.
  case faded
  /// An error-severity finding.
  case error
  /// A warning-severity finding.
  case warning
  /// Informational text.
  case info
}
