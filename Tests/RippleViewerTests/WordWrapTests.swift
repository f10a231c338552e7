import RippleRender
import Testing

@testable import RippleViewer

/// The findings pane wraps explanations, which quote the trace's own layer names, at the
/// pane's width in terminal columns.
@Suite struct WordWrapTests {
  @Test func wrapsAtSpacesWithinTheWidth() {
    #expect(
      WordWrap.lines("hidden by the base layer", width: 10) == ["hidden by", "the base", "layer"])
  }

  /// `按钮` takes four columns: with `'` around it, six; "under '按钮'" is twelve.
  @Test func countsAWideCharacterAsTwoColumns() {
    let lines = WordWrap.lines("under '按钮' now", width: 11)
    #expect(lines == ["under", "'按钮' now"])
    #expect(lines.allSatisfy { CellGrid.columns(of: $0) <= 11 })
  }

  @Test func cutsAWordWiderThanTheLineByColumns() {
    #expect(WordWrap.lines("按钮按钮按", width: 5) == ["按钮", "按钮", "按"])
    #expect(WordWrap.lines("abcdefg", width: 3) == ["abc", "def", "g"])
  }

  /// A wide character cannot fit a one-column line: it still makes a line, not a hang.
  @Test func aWideCharacterOnAOneColumnLineMovesOn() {
    #expect(WordWrap.lines("按钮", width: 1) == ["按", "钮"])
    #expect(WordWrap.lines("anything", width: 0).isEmpty)
  }
}
