import RippleFindings
import Testing

/// How findings name their ripples in text: runs of ids as ranges, so that a pile-up of
/// eleven ripples reads `ripples 1–11`.
@Suite struct RippleIDsTests {
  @Test(arguments: [
    ([2], "2"),
    ([1, 2], "1, 2"),
    ([1, 2, 3], "1–3"),
    ([2, 5, 7, 8, 9], "2, 5, 7–9"),
    (Array(1...11) + [13, 14], "1–11, 13, 14"),
  ])
  func runsOfThreeOrMoreBecomeRanges(ids: [Int], text: String) {
    #expect(RippleIDs.list(ids) == text)
  }

  @Test func theViewerMarksEachIDAndTextNamesThem() {
    #expect(RippleIDs.list([1, 2, 3, 7], marker: "#", separator: " ") == "#1–#3 #7")
    #expect(RippleIDs.named([4]) == "ripple 4")
    #expect(RippleIDs.named([1, 2, 3]) == "ripples 1–3")
  }
}
