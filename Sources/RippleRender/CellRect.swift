/// A rectangle of cells in a ``CellGrid``: where a pane or the canvas is drawn.
public struct CellRect: Sendable, Equatable, Hashable {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Columns; never negative.
  public var width: Int
  /// Rows; never negative.
  public var height: Int

  /// Creates a rectangle; negative sizes count as 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// Whether the rectangle has no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The column after the last one.
  public var maxX: Int { x + width }

  /// The row after the last one.
  public var maxY: Int { y + height }

  /// Whether a cell lies inside.
  public func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The rectangle shrunk by `count` cells on every side.
  public func inset(by count: Int) -> CellRect {
    CellRect(x: x + count, y: y + count, width: width - 2 * count, height: height - 2 * count)
  }

  /// Splits off the top `rows` rows: `(top, rest)`.
  public func splitTop(_ rows: Int) -> (CellRect, CellRect) {
    let top = min(max(rows, 0), height)
    return (
      CellRect(x: x, y: y, width: width, height: top),
      CellRect(x: x, y: y + top, width: width, height: height - top)
    )
  }

  /// Splits off the left `columns` columns: `(left, rest)`.
  public func splitLeft(_ columns: Int) -> (CellRect, CellRect) {
    let left = min(max(columns, 0), width)
    return (
      CellRect(x: x, y: y, width: left, height: height),
      CellRect(x: x + left, y: y, width: width - left, height: height)
    )
  }
}
