import RippleCompositor
import RippleEngine
import RippleTrace
import Testing

/// SPEC §4: the paint order of a ZStack's current and removed items.
@Suite("Paint order (SPEC §4)")
struct PaintOrderTests {
  /// A base under a steady ripple; one press at t = 0 released at t = 0.5.
  static func pressed(
    _ children: [SceneNode], sdk: SDK = .ios17, at time: Double, released: Bool = true
  ) -> Composition {
    let steps: [Step] = released ? [.down(0, x: 20, y: 20), .up(0.5)] : [.down(0, x: 20, y: 20)]
    return compose(
      Scene(width: 100, height: 60, children: children), sdk: sdk, recorder: steadyRecorder,
      steps, at: time)
  }

  static let ripple = steadyRipples(frame: Rect(x: 10, y: 10, width: 20, height: 20))

  @Test("rule 1: a removed item is painted beneath every current sibling")
  func ruleOneRemovedBeneath() {
    // Before the release the ripple is a current item, painted in declaration order (last).
    #expect(Self.pressed([leaf("base"), Self.ripple], at: 0.3).paintOrder == ["base", "ripple#1"])
    // After it, no item has a non-zero zIndex: removed items first, wherever declared.
    let removed = Self.pressed([leaf("base"), Self.ripple], at: 0.6)
    #expect(removed.paintOrder == ["ripple#1", "base"])
    #expect(removed.leaves[0].isRemoved)
    #expect(!removed.leaves[1].isRemoved)
  }

  @Test("rule 2: zIndex 1 on the ripple keeps a removed ripple on top")
  func ruleTwoZIndexOne() {
    // Removed at zIndex 1 with the base at 0: `removed + current` sorted by zIndex puts it
    // after the base.
    let raised = steadyRipples(
      frame: Rect(x: 10, y: 10, width: 20, height: 20), zIndex: .constant(1))
    #expect(Self.pressed([leaf("base"), raised], at: 0.6).paintOrder == ["base", "ripple#1"])
  }

  @Test("rule 2 tie: ios17 puts removed items first, legacy current items first")
  func sdkTie() {
    // The badge's zIndex 1 selects rule 2. The ripple (removed) and the base tie at 0:
    // ios17 sorts `[ripple#1, base, badge]`, legacy sorts `[base, badge, ripple#1]`; the
    // stable sort keeps each list's order among the ties.
    let children = [leaf("base"), Self.ripple, leaf("badge", zIndex: .constant(1))]
    #expect(
      Self.pressed(children, sdk: .ios17, at: 0.6).paintOrder == ["ripple#1", "base", "badge"])
    #expect(
      Self.pressed(children, sdk: .legacy, at: 0.6).paintOrder == ["base", "ripple#1", "badge"])
    // Without a non-zero zIndex, rule 1 applies to legacy too.
    #expect(
      Self.pressed([leaf("base"), Self.ripple], sdk: .legacy, at: 0.6).paintOrder == [
        "ripple#1", "base",
      ])
  }

  @Test("rule 3: a group is one item of its parent and orders its own children")
  func groupsAreSingleItems() {
    // Root items: overlay (zIndex 2), top (0), ripple#1 (0, current): rule 2 sorts them to
    // top, ripple#1, overlay. Inside overlay, b (−1) goes before a (0).
    let children = [
      group("overlay", zIndex: .constant(2), [leaf("a"), leaf("b", zIndex: .constant(-1))]),
      leaf("top"),
      Self.ripple,
    ]
    #expect(
      Self.pressed(children, at: 0.3, released: false).paintOrder == [
        "top", "ripple#1", "b", "a",
      ])
    // Once removed, the ripple leads the root ZStack in ios17 (rule 2, removed first, tie at
    // 0 with top); the group's inner order does not affect the root's rule.
    #expect(Self.pressed(children, at: 0.6).paintOrder == ["ripple#1", "top", "b", "a"])
  }

  @Test("a removed ripple belongs to the ZStack that contains the forEach")
  func removedRippleStaysInItsGroup() {
    // The forEach is inside `body`: there, rule 1 puts the removed ripple first, beneath
    // `label`, but still above `base`, which is painted before the whole group.
    let children = [leaf("base"), group("body", [leaf("label"), Self.ripple])]
    #expect(Self.pressed(children, at: 0.6).paintOrder == ["base", "ripple#1", "label"])
  }

  @Test("removed items are ordered by removal start, ties by the order removals were asked")
  func removalOrder() {
    // Four presses; `matching` removal. Ripple 3 is removed at 0.3; at 0.4 pointer 2's up
    // (ripple 2) comes before pointer 1's (ripple 1). Ripple 4 is still current.
    // Rule 1: removed 3, 2, 1 (by start time, then request order), then base, ripple#4.
    var recorder = steadyRecorder
    recorder.removal = .matching
    let composition = compose(
      Scene(width: 100, height: 60, children: [leaf("base"), Self.ripple]),
      recorder: recorder,
      [
        .down(0, pointer: 1, x: 10, y: 10), .down(0.1, pointer: 2, x: 20, y: 10),
        .down(0.2, pointer: 3, x: 30, y: 10), .down(0.25, pointer: 4, x: 40, y: 10),
        .up(0.3, pointer: 3), .up(0.4, pointer: 2), .up(0.4, pointer: 1),
      ],
      at: 0.45)
    #expect(composition.paintOrder == ["ripple#3", "ripple#2", "ripple#1", "base", "ripple#4"])
    #expect(composition.rippleVisibilities.map(\.ripple) == [3, 2, 1, 4])
  }

  @Test("a zIndex driven by a state switches at the event and is kept by a removed item")
  func stateDrivenZIndex() {
    let raised = StateValue.conditional(state: "raised", then: 1, else: 0)
    let scene = Scene(
      width: 100, height: 60,
      children: [
        leaf("base"),
        steadyRipples(frame: Rect(x: 10, y: 10, width: 20, height: 20), zIndex: raised),
      ],
      animations: ["raised": .timing(.easeInOut, duration: 1, delay: 0)])
    // Raised before the release: the removal keeps zIndex 1, so rule 2 keeps it on top.
    let before = compose(
      scene, recorder: steadyRecorder,
      [.down(0, x: 20, y: 20), .state(0.2, "raised", true), .up(0.5)], at: 0.6)
    #expect(before.paintOrder == ["base", "ripple#1"])
    // Raised after the release: the removed item keeps the zIndex 0 it had, rule 1 applies.
    let after = compose(
      scene, recorder: steadyRecorder,
      [.down(0, x: 20, y: 20), .up(0.5), .state(0.55, "raised", true)], at: 0.6)
    #expect(after.paintOrder == ["ripple#1", "base"])
  }

  @Test("a leaf's state-driven zIndex never animates")
  func zIndexDoesNotAnimate() {
    // `lifted` animates over 1 s, but zIndex reads the state's new value at once (SPEC §2.2).
    let scene = Scene(
      width: 100, height: 60,
      children: [
        leaf("base"),
        leaf("cover", zIndex: .conditional(state: "lifted", then: 2, else: 0)),
        steadyRipples(frame: Rect(x: 10, y: 10, width: 20, height: 20)),
      ],
      animations: ["lifted": .timing(.easeInOut, duration: 1, delay: 0)])
    let down: [Step] = [.down(0, x: 20, y: 20)]
    #expect(
      compose(scene, recorder: steadyRecorder, down, at: 0.1).paintOrder == [
        "base", "cover", "ripple#1",
      ])
    #expect(
      compose(scene, recorder: steadyRecorder, down + [.state(0.2, "lifted", true)], at: 0.25)
        .paintOrder == ["base", "ripple#1", "cover"])
  }

  @Test("a gone ripple is not painted")
  func goneRipple() {
    // Linear 1 s removal from 0.5: gone at 1.5 (boundaries belong to the later phase).
    let children = [leaf("base"), Self.ripple]
    #expect(Self.pressed(children, at: 1.499).paintOrder == ["ripple#1", "base"])
    let gone = Self.pressed(children, at: 1.5)
    #expect(gone.paintOrder == ["base"])
    #expect(gone.visibility(ofRipple: 1) == nil)
  }

  @Test("two compositions paint the same only when leaves, order, alphas and groups agree")
  func paintsTheSame() {
    let children = [leaf("base"), Self.ripple]
    #expect(Self.pressed(children, at: 0.3).paintsTheSame(as: Self.pressed(children, at: 0.3)))
    // The same leaves in another order (the ripple removed, beneath the base).
    #expect(!Self.pressed(children, at: 0.3).paintsTheSame(as: Self.pressed(children, at: 0.6)))
    // The same order, another alpha: the linear removal fades this ripple out.
    let fading = [
      leaf("base"), ripples(placement: .frame(Rect(x: 10, y: 10, width: 20, height: 20))),
    ]
    #expect(Self.pressed(fading, at: 0.6).paintsTheSame(as: Self.pressed(fading, at: 0.6)))
    #expect(!Self.pressed(fading, at: 0.6).paintsTheSame(as: Self.pressed(fading, at: 0.7)))
    // Only the compositing group differs: the same leaves, alphas and order.
    let plain = [group("body", [leaf("base")]), Self.ripple]
    let composited = [group("body", compositingGroup: true, [leaf("base")]), Self.ripple]
    #expect(
      !Self.pressed(plain, at: 0.3).paintsTheSame(as: Self.pressed(composited, at: 0.3)))
  }
}
