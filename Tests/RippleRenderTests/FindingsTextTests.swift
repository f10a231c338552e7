import RippleRender
import Testing

/// How findings name their ripples in text: runs of ids as ranges, so that a pile-up of
/// eleven ripples reads `ripples 1–11`.
@Suite struct FindingsTextTests {
  @Test(arguments: [
    ([2], "2"),
    ([1, 2], "1, 2"),
    ([1, 2, 3], "1–3"),
    ([2, 5, 7, 8, 9], "2, 5, 7–9"),
    (Array(1...11) + [13, 14], "1–11, 13, 14"),
  ])
  func runsOfThreeOrMoreBecomeRanges(ids: [Int], text: String) {
    #expect(FindingsText.list(ofIDs: ids) == text)
  }

  @Test func theViewerMarksEachID() {
    #expect(FindingsText.list(ofIDs: [1, 2, 3, 7], marker: "#", separator: " ") == "#1–#3 #7")
  }
}
