import RippleFindings
import RippleTrace
import Testing

/// What a zIndex fix changes in the scene's paint order (SPEC §4: current items stable-sorted
/// by zIndex, in declaration order): the siblings it puts beneath the raised node.
@Suite struct FixPaintOrderTests {
  /// base, then a group holding the ripples and a label declared after them, then a sheen at
  /// zIndex 2 and a badge whose zIndex is 4 only while `raised` (0 at the start).
  static func scene() throws -> Scene {
    let header = """
      {"ripplescope": 1, "scene": {"width": 100, "height": 40, "children": [\
      {"name": "base", "fill": "primary"}, {"name": "body", "children": [\
      {"name": "ripple", "forEach": "ripples", "radius": 10, "fill": "gray"}, \
      {"name": "label", "fill": "white"}]}, \
      {"name": "sheen", "fill": "#ffffff20", "zIndex": 2}, \
      {"name": "badge", "fill": "red", "zIndex": {"when": "raised", "then": 4, "else": 0}}]}}
      """
    return try Trace(bytes: Array(header.utf8), file: "test").header.scene
  }

  @Test(arguments: [
    // Only the label, declared after the ripples at zIndex 0, was above them.
    (Fix.zIndex(node: "ripple", value: 1), [PaintedAbove(node: "ripple", siblings: ["label"])]),
    // The group at 1 goes over the badge (0 at the start), not the sheen at 2; nor at 2, the
    // sheen being declared after it; at 3 over both. The base was beneath it already.
    (.zIndex(node: "body", value: 1), [PaintedAbove(node: "body", siblings: ["badge"])]),
    (.zIndex(node: "body", value: 2), [PaintedAbove(node: "body", siblings: ["badge"])]),
    (.zIndex(node: "body", value: 3), [PaintedAbove(node: "body", siblings: ["sheen", "badge"])]),
    // Each raise of a combination, on the scene as it is; other fixes change no order.
    (
      .all([.zIndex(node: "ripple", value: 1), .zIndex(node: "body", value: 3), .cancelRemoves]),
      [
        PaintedAbove(node: "ripple", siblings: ["label"]),
        PaintedAbove(node: "body", siblings: ["sheen", "badge"]),
      ]
    ),
    (.cancelRemoves, []),
    (.zIndex(node: "nowhere", value: 1), []),
  ])
  func aZIndexFixNamesTheSiblingsItPaintsBeneath(fix: Fix, expected: [PaintedAbove]) throws {
    #expect(fix.paintsAbove(in: try Self.scene()) == expected)
  }

  @Test func itReadsAsASentence() {
    #expect(
      PaintedAbove(node: "ripple", siblings: ["label"]).description
        == "paints 'ripple' above 'label', which was painted above it")
    #expect(
      PaintedAbove(node: "body", siblings: ["sheen", "badge"]).description
        == "paints 'body' above 'sheen' and 'badge', which were painted above it")
  }
}
