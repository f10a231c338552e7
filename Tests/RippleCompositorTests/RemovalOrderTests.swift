import RippleCompositor
import RippleEngine
import RippleTrace
import Testing

/// `leavesHiddenByRemovalOrder(ofRipple:)`: the evidence for `removal-reordered` (SPEC §7).
@Suite("Leaves hidden by the removal order (SPEC §4, §7)")
struct RemovalOrderTests {
  /// Ripples fill (100, 20, 40, 40) of a 300×80 scene; leaves:
  /// - `base`: the whole scene, opaque;
  /// - `label`: (120, 20, 20, 40), half the disk;
  /// - `far`: (0, 0, 50, 10), misses the disk;
  /// - `clear`: alpha 0 over the whole scene;
  /// - then the forEach, then `badge` (zIndex 0) over the whole disk, declared after it.
  static let children = [
    leaf("base"), leaf("label", frame: Rect(x: 120, y: 20, width: 20, height: 40)),
    leaf("far", frame: Rect(x: 0, y: 0, width: 50, height: 10)), leaf("clear", alpha: 0),
    steadyRipples(frame: Rect(x: 100, y: 20, width: 40, height: 40)), leaf("badge"),
  ]

  @Test("a removed ripple: covering, visible leaves it would be above as a current item")
  func hiddenLeaves() {
    // Ripple 1 removed at 0.4, ripple 2 at 0.5; both removed at 0.6, rule 1 paints them
    // first: ripple#1, ripple#2, base, label, far, clear, badge.
    let composition = compose(
      Scene(width: 300, height: 80, children: Self.children), recorder: steadyRecorder,
      [
        .down(0, pointer: 1, x: 0, y: 0), .down(0.1, pointer: 2, x: 0, y: 0),
        .up(0.4, pointer: 1), .up(0.5, pointer: 2),
      ], at: 0.6)
    #expect(
      composition.paintOrder == [
        "ripple#1", "ripple#2", "base", "label", "far", "clear", "badge",
      ])
    // As a current item, ripple 1 would sit at the forEach's place: ripple#2 (removed),
    // base, label, far, clear, ripple#1, badge. Above it now and beneath it then: ripple#2
    // (same node: excluded), base and label (cover its disk, opaque: kept), far (misses the
    // disk), clear (alpha 0). badge is above it either way.
    #expect(composition.leavesHiddenByRemovalOrder(ofRipple: 1) == ["base", "label"])
    #expect(composition.leavesHiddenByRemovalOrder(ofRipple: 2) == ["base", "label"])
  }

  @Test("nested: a leaf counts through the sibling of the forEach that contains it")
  func nestedSiblings() {
    // Root: base, then panel [card [face], ripples, badge], then top; everything covers the
    // disk. Removed, ripple 1 is painted first within panel (rule 1): base, ripple#1, face,
    // badge, top. As a current item it would come after card (face) and before badge. face
    // counts through card, a sibling declared before the forEach; badge follows it; base and
    // top lie outside panel and keep their place: only face is hidden by the removal order.
    let panel = group(
      "panel",
      [
        group("card", [leaf("face")]),
        steadyRipples(frame: Rect(x: 100, y: 20, width: 40, height: 40)), leaf("badge"),
      ])
    let composition = compose(
      Scene(width: 300, height: 80, children: [leaf("base"), panel, leaf("top")]),
      recorder: steadyRecorder, [.down(0, x: 0, y: 0), .up(0.5)], at: 0.6)
    #expect(composition.paintOrder == ["base", "ripple#1", "face", "badge", "top"])
    #expect(composition.leavesHiddenByRemovalOrder(ofRipple: 1) == ["face"])
  }

  @Test("a current ripple, a missing one, and one kept on top by zIndex hide nothing")
  func nothingHidden() {
    let scene = Scene(width: 300, height: 80, children: Self.children)
    let current = compose(scene, recorder: steadyRecorder, [.down(0, x: 0, y: 0)], at: 0.1)
    #expect(current.leavesHiddenByRemovalOrder(ofRipple: 1).isEmpty)
    #expect(current.leavesHiddenByRemovalOrder(ofRipple: 9).isEmpty)
    // With zIndex 1 the removed ripple stays above base, label, far and clear (rule 2), and
    // as a current item at zIndex 1 it would also be above badge: nothing is reordered.
    var raised = Self.children
    raised[4] = steadyRipples(
      frame: Rect(x: 100, y: 20, width: 40, height: 40), zIndex: .constant(1))
    let kept = compose(
      Scene(width: 300, height: 80, children: raised), recorder: steadyRecorder,
      [.down(0, x: 0, y: 0), .up(0.5)], at: 0.6)
    #expect(kept.paintOrder.last == "ripple#1")
    #expect(kept.leavesHiddenByRemovalOrder(ofRipple: 1).isEmpty)
  }

  @Test("ios17 tie: a removed ripple at zIndex 0 beneath a zIndex-0 sibling it would top")
  func ruleTwoTie() {
    // badge at zIndex 1 selects rule 2; ios17 puts the removed ripple before base, which it
    // would follow as a current item (declaration order among zIndex-0 items). The badge
    // stays above it either way.
    let children = [
      leaf("base"), steadyRipples(frame: Rect(x: 100, y: 20, width: 40, height: 40)),
      leaf("badge", zIndex: .constant(1)),
    ]
    let composition = compose(
      Scene(width: 300, height: 80, children: children), recorder: steadyRecorder,
      [.down(0, x: 0, y: 0), .up(0.5)], at: 0.6)
    #expect(composition.paintOrder == ["ripple#1", "base", "badge"])
    #expect(composition.leavesHiddenByRemovalOrder(ofRipple: 1) == ["base"])
  }
}
