import RippleRender
import Testing

/// Writing text into cells: cutting, control characters and wide characters.
@Suite struct CellGridTests {
  /// 波 and 紋 (CJK) each take two cells, the second a continuation; `lines` reads them back.
  @Test func aWideCharacterTakesTwoCells() {
    var grid = CellGrid(width: 10, height: 1)
    let written = grid.write("波紋#1", x: 0, y: 0, width: 10)
    #expect(written == 6)
    #expect(
      grid[x: 0, y: 0].character == "波" && grid[x: 1, y: 0].character == CellGrid.continuation)
    #expect(grid[x: 2, y: 0].character == "紋" && grid[x: 4, y: 0].character == "#")
    #expect(grid.lines == ["波紋#1"])
    #expect(CellGrid.columns(of: "波紋#1") == 6)
  }

  /// A cut that would leave a wide character without its second cell puts a space there.
  @Test func aCutNeverSplitsAWideCharacter() {
    var grid = CellGrid(width: 10, height: 1)
    #expect(grid.write("ab波紋", x: 0, y: 0, width: 4) == 4)
    #expect(grid.lines == ["ab …"])
    #expect(grid.write("a波紋", x: 0, y: 0, width: 4) == 4)
    #expect(grid.lines == ["a波…"])
  }

  /// A cell set over half of a wide character leaves a space in its other half, as a box's
  /// edge drawn over a wide layer name must (a wide character one column wide showed as `?`);
  /// a wide character written over another keeps both halves.
  @Test func aCellOverHalfAWideCharacterBlanksTheOtherHalf() {
    var grid = CellGrid(width: 10, height: 1)
    grid.write("カプセル", x: 0, y: 0, width: 10)
    grid[x: 3, y: 0] = Cell("┐")
    #expect(grid.lines == ["カ ┐セル"])
    grid.write("カプセル", x: 0, y: 0, width: 10)
    grid[x: 2, y: 0] = Cell("│")
    #expect(grid.lines == ["カ│ セル"])
    grid.write("カプセル", x: 0, y: 0, width: 10)
    grid.write("波", x: 2, y: 0, width: 2)
    #expect(grid.lines == ["カ波セル"])
    #expect(grid[x: 3, y: 0].character == CellGrid.continuation)
    grid.write("カプセル", x: 0, y: 0, width: 10)
    grid.write("波", x: 1, y: 0, width: 2)
    #expect(grid.lines == [" 波 セル"])
  }

  /// A text that holds the continuation character itself cannot pass for a wide character's
  /// second cell.
  @Test func theContinuationCharacterInATextIsEscaped() {
    var grid = CellGrid(width: 20, height: 1)
    grid.write("x\u{E000}y", x: 0, y: 0, width: 20)
    #expect(grid.lines == ["x\\uE000y"])
  }

  /// Narrow text, combining marks and controls are one cell per character, as before.
  @Test func narrowTextIsOneCellPerCharacter() {
    var grid = CellGrid(width: 20, height: 1)
    #expect(grid.write("Cafe\u{301} \u{1B}", x: 0, y: 0, width: 20) == 11)
    #expect(grid.lines == ["Cafe\u{301} \\u001B"])
  }
}
