import RippleEngine
import RippleTrace
import Testing

@testable import RippleCompositor

/// SPEC §7: transmittance, classification and occluder.
///
/// Most tests use a steady rect ripple at (100, 20, 40, 40) in a 300×80 scene: its samples
/// are the columns i = 100…139 (100 ≤ i + 0.5 ≤ 140) by the rows j = 20…59, 1600 in all, and
/// its alpha is 1 throughout its removal.
@Suite("Visibility (SPEC §7)")
struct VisibilityTests {
  static let disk = Rect(x: 100, y: 20, width: 40, height: 40)
  static let ripple = steadyRipples(frame: disk)

  /// A leaf's factor 1 − α is exact for every alpha that is a step of 1/255, as an
  /// `#RRGGBBAA` fill gives, alone or times an opacity that keeps it one (0.2 × 5/255), so
  /// T(p) meets SPEC §7's thresholds where it should: 1 − 254/255 is ε, and 1 − 1/255 is
  /// 1 − ε (in binary, 1 − fl(254/255) < fl(1/255)). Other alphas are taken as they are.
  @Test func aLeafsFactorIsExactForStepsOf1Over255() {
    for step in 0...255 {
      let alpha = Double(step) / 255
      #expect(RippleVisibility.complement(of: alpha) == Double(255 - step) / 255, "\(step)")
      if step % 5 == 0 {
        #expect(RippleVisibility.complement(of: alpha * 0.2) == Double(255 - step / 5) / 255)
      }
    }
    #expect(RippleVisibility.complement(of: 254.0 / 255) == RippleVisibility.epsilon)
    #expect(RippleVisibility.oneMinusEpsilon == 254.0 / 255)
    #expect(1 - 254.0 / 255 < RippleVisibility.epsilon)
    // Near a step but not one, beyond rounding error: taken as it is.
    for alpha in [0.3, 0.123, 1e-7, 0.99999, 0.9960784313726, 0.5 * (2.0 / 255) + 1e-13] {
      #expect(RippleVisibility.complement(of: alpha) == 1 - alpha)
    }
  }

  /// The ripple's visibility; released at 0.5 when `removed`, composed at 0.6.
  static func visibility(
    _ children: [SceneNode], removed: Bool = true, method: VisibilityMethod = .rowSweep
  ) throws -> RippleVisibility {
    let steps: [Step] = removed ? [.down(0, x: 0, y: 0), .up(0.5)] : [.down(0, x: 0, y: 0)]
    let composition = compose(
      Scene(width: 300, height: 80, children: children), recorder: steadyRecorder, steps,
      at: 0.6)
    let sweep = try #require(composition.visibility(ofRipple: 1, method: method))
    // Every case must come out the same by the reference sampler.
    let sampled = try #require(composition.visibility(ofRipple: 1, method: .sampler))
    #expect(sweep.classification == sampled.classification)
    #expect(sweep.occluder == sampled.occluder)
    #expect(agree(sweep.transmittance, sampled.transmittance))
    return sweep
  }

  @Test("an opacity-0.2 group around the base makes the removal partial, not occluded")
  func translucentWrapper() throws {
    // Removed, the ripple is painted first; `base` has alpha 1 × 0.2, so T(p) = 0.8 at every
    // sample: α · max T = 0.8 ≥ ε, min T = 0.8 < 1 − ε → partial, transmittance 0.8. No leaf
    // alone occludes it; `base` is the only leaf hiding anything.
    let visibility = try Self.visibility([
      group("chrome", opacity: .constant(0.2), [leaf("base")]), Self.ripple,
    ])
    #expect(visibility.classification == .partial)
    #expect(close(visibility.transmittance, 0.8))
    #expect(visibility.occluder == "base")
    // Without the wrapper the opaque base hides it entirely.
    let bare = try Self.visibility([leaf("base"), Self.ripple])
    #expect(bare.classification == .occluded)
    #expect(bare.occluder == "base")
  }

  @Test("SPEC §2's scene inside an opacity-0.2 group: the removal at t = 0.6 is partial")
  func translucentSpecScene() throws {
    let scene = Scene(
      width: 300, height: 80,
      children: [group("chrome", opacity: .constant(0.2), specButton()), ripples()])
    let composition = compose(scene, [.down(0, x: 150, y: 40), .up(0.5)], at: 0.6)
    #expect(composition.paintOrder == ["ripple#1", "base", "background", "label", "dim"])
    let visibility = try #require(composition.visibility(ofRipple: 1))
    // base and background (alpha 0.2 each) cover every sample: T = 0.8 · 0.8 = 0.64; the
    // label adds another 0.8 on its 80 × 20 = 1600 samples (columns 110…189, rows 30…49, all
    // within 40.6 < 49.5 of the press, so inside the disk): T = 0.512 there; dim adds 1.
    // With N the disk's samples, the mean is (0.64 (N − 1600) + 0.512 · 1600) / N.
    let disk = composition.leaves[0].frame
    let radius = disk.width / 2
    var samples = 0
    for row in 0..<80 {
      for column in 0..<300 {
        let dx = Double(column) + 0.5 - 150
        let dy = Double(row) + 0.5 - 40
        if dx * dx + dy * dy <= radius * radius { samples += 1 }
      }
    }
    #expect(radius > 49 && radius < 50)
    let expected = (0.64 * Double(samples - 1600) + 0.512 * 1600) / Double(samples)
    #expect(close(visibility.transmittance, expected))
    // α = 0.68354 · max T 0.64 ≫ ε, and min T < 1 − ε.
    #expect(visibility.classification == .partial)
    // No leaf alone occludes; base and background tie on Σ(1 − factor) = 0.2 N: the lower.
    #expect(visibility.occluder == "base")
  }

  /// `chrome` (opacity `opacity`) holds two opaque full-scene leaves and a 10×10 label at
  /// (110, 30): samples i = 110…119, j = 30…39, 100 of them, all inside the disk.
  static func chrome(opacity: Double, compositing: Bool) -> [SceneNode] {
    [
      group(
        "chrome", opacity: .constant(opacity), compositingGroup: compositing,
        [
          leaf("base"), leaf("background"),
          leaf("label", frame: Rect(x: 110, y: 30, width: 10, height: 10)),
        ]),
      Self.ripple,
    ]
  }

  @Test("compositingGroup applies the group's opacity once")
  func compositingGroup() throws {
    // Leaf by leaf: T = 0.8 · 0.8 = 0.64 on 1500 samples and 0.8³ = 0.512 on 100:
    // mean (1500 · 0.64 + 100 · 0.512) / 1600 = 0.632. Occluder: base and background tie.
    let separate = try Self.visibility(Self.chrome(opacity: 0.2, compositing: false))
    #expect(separate.classification == .partial)
    #expect(close(separate.transmittance, 0.632))
    #expect(separate.occluder == "base")
    // Composited: the leaves inside make an opaque layer (Π (1 − α') = 0), then the group's
    // 0.2 applies once: factor 1 − 0.2 · (1 − 0) = 0.8 everywhere, and the layer is named
    // after the group.
    let composited = try Self.visibility(Self.chrome(opacity: 0.2, compositing: true))
    #expect(composited.classification == .partial)
    #expect(close(composited.transmittance, 0.8))
    #expect(composited.occluder == "chrome")
    // Opaque and composited: factor 0, occluded by the group itself.
    let opaque = try Self.visibility(Self.chrome(opacity: 1, compositing: true))
    #expect(opaque.classification == .occluded)
    #expect(opaque.occluder == "chrome")
  }

  /// Compositing groups nested in one above the ripple are composited innermost first, each
  /// opacity applied once (SPEC §2.1). `core` (0.5) composites its opaque leaf c to 0.5;
  /// inside `inner` (0.5) the opaque leaf b lets nothing through, Π (1 − α) = 0 · (1 − 0.5),
  /// so `inner` is 0.5 · (1 − 0) = 0.5; `outer`, one layer, has factor 1 − 0.5 = 0.5 over
  /// the whole scene. Leaf by leaf (b at 0.5, c at 0.25) it would be 0.5 · 0.75 = 0.375.
  @Test("compositing groups nested above the ripple composite innermost first")
  func nestedCompositingGroups() throws {
    let core = group("core", opacity: .constant(0.5), compositingGroup: true, [leaf("c")])
    let inner = group(
      "inner", opacity: .constant(0.5), compositingGroup: true, [leaf("b"), core])
    let outer = group("outer", compositingGroup: true, [inner])
    let visibility = try Self.visibility([Self.ripple, outer], removed: false)
    #expect(visibility.classification == .partial)
    #expect(close(visibility.transmittance, 0.5))
    #expect(visibility.occluder == "outer")
  }

  /// As above with a translucent leaf beside `core` in `inner`, all over the whole scene:
  /// `core` (0.5 around the opaque c) is a leaf of alpha 0.5 in `inner`, so inner's product
  /// is (1 − 0.5)(1 − 0.5) = 0.25 over b and core, and `inner` a leaf of alpha
  /// 0.5 · (1 − 0.25) = 0.375 in `outer` (opacity 1): T = 0.625 everywhere. Compositing
  /// `inner` before `core` is folded into it would give 1 − 0.5 · 0.5 = 0.75.
  @Test("a nested compositing group counts in its parent before the parent composites")
  func nestedCompositingGroupBesideALeaf() throws {
    let core = group("core", opacity: .constant(0.5), compositingGroup: true, [leaf("c")])
    let inner = group(
      "inner", opacity: .constant(0.5), compositingGroup: true, [leaf("b", alpha: 0.5), core])
    let outer = group("outer", compositingGroup: true, [inner])
    let visibility = try Self.visibility([Self.ripple, outer], removed: false)
    #expect(visibility.classification == .partial)
    #expect(close(visibility.transmittance, 0.625))
  }

  @Test("a compositing group above the ripple lets everything through where no leaf covers")
  func compositingGroupCoversOnlyWhereItsLeavesDo() throws {
    // `card` (opacity 1) holds one opaque leaf over columns 120…139, half the disk: its
    // factor is 1 − 1 · (1 − 0) = 0 there and 1 where nothing of it covers p (SPEC §7:
    // only leaves that cover p count). T = 0 on 800 samples, 1 on 800: partial, mean 0.5.
    let visibility = try Self.visibility(
      [
        Self.ripple,
        group(
          "card", compositingGroup: true,
          [leaf("patch", frame: Rect(x: 120, y: 20, width: 20, height: 40))]),
      ], removed: false)
    #expect(visibility.classification == .partial)
    #expect(close(visibility.transmittance, 0.5))
    #expect(visibility.occluder == "card")
  }

  @Test("inside nested compositing groups a leaf counts with its alpha in the innermost shared")
  func leafInTheRipplesInnermostCompositingGroup() throws {
    // The ripple and the opaque `a` share `inner` (0.5) inside `outer`: inner composites them
    // first, where `a` has α' = 1 and hides the ripple (T = 0), then 0.5 applies to a
    // composite that holds nothing of it. α = 0.5 ≥ ε, α · max T = 0: occluded, by `a`. (With
    // a's alpha in `outer`, 0.5, T would be 0.5: partial.)
    let visibility = try Self.visibility(
      [
        group(
          "outer", compositingGroup: true,
          [
            group(
              "inner", opacity: .constant(0.5), compositingGroup: true, [Self.ripple, leaf("a")])
          ])
      ], removed: false)
    #expect(close(visibility.alpha, 0.5))
    #expect(visibility.classification == .occluded)
    #expect(close(visibility.transmittance, 0))
    #expect(visibility.occluder == "a")
  }

  @Test("a group's frame is the default frame of its children")
  func groupFrameIsChildrensDefault() throws {
    // `face` has no frame of its own, so it fills `panel`'s (120, 20, 20, 40) (SPEC §2.1):
    // columns 120…139 of the disk's 100…139, half its samples. T = 0 there, 1 elsewhere.
    let visibility = try Self.visibility(
      [
        Self.ripple,
        group("panel", frame: Rect(x: 120, y: 20, width: 20, height: 40), [leaf("face")]),
      ], removed: false)
    #expect(visibility.classification == .partial)
    #expect(close(visibility.transmittance, 0.5))
    #expect(visibility.occluder == "face")
  }

  @Test("an opacity a spring carries past 1 counts as 1")
  func overshootingOpacityIsClamped() throws {
    // `veil` (fill alpha 0.5) fades in on `shown` with an under-damped spring (ζ = 0.5,
    // response 0.5: ω_d = 4π √0.75), whose first peak, π / ω_d after the event, presents an
    // opacity of 1 + e^(−ζωt) ≈ 1.16. Presented opacities are clamped to 0…1 (README, choices):
    // the veil's alpha is 0.5, T = 0.5 at every sample.
    let peak = Double.pi / (4 * Double.pi * 0.75.squareRoot())
    let composition = compose(
      Scene(
        width: 300, height: 80,
        children: [
          Self.ripple,
          leaf("veil", alpha: 0.5, opacity: .conditional(state: "shown", then: 1, else: 0)),
        ],
        animations: ["shown": .spring(response: 0.5, dampingFraction: 0.5, delay: 0)]),
      recorder: steadyRecorder, [.down(0, x: 0, y: 0), .state(0.1, "shown", true)],
      at: 0.1 + peak)
    #expect(close(composition.leaves[1].alpha, 0.5))
    let visibility = try #require(composition.visibility(ofRipple: 1))
    #expect(visibility.classification == .partial)
    #expect(close(visibility.transmittance, 0.5))
  }

  @Test("paintOrder still lists a compositing group's leaves")
  func compositingGroupLeaves() {
    let composition = compose(
      Scene(width: 300, height: 80, children: Self.chrome(opacity: 0.2, compositing: true)),
      recorder: steadyRecorder, [.down(0, x: 0, y: 0), .up(0.5)], at: 0.6)
    #expect(composition.paintOrder == ["ripple#1", "base", "background", "label"])
    #expect(composition.leaves.map(\.compositingGroup) == [nil, "chrome", "chrome", "chrome"])
    // Each leaf's own alpha still includes the group's opacity (SPEC §2.1).
    #expect(composition.leaves.dropFirst().allSatisfy { close($0.alpha, 0.2) })
  }

  @Test("inside a compositing group, the leaves above the ripple count before its opacity")
  func rippleInsideCompositingGroup() throws {
    // All inside `card` (opacity 0.5), composited first (SPEC §2.1): a and b are opaque in
    // the composite (α' = 1) and paint over the ripple there, then card's 0.5 applies once,
    // to a composite that holds nothing of the ripple. α = 0.5, T = (1 − 1)(1 − 1) = 0:
    // occluded, by a, the lowest leaf that does it alone. (Leaf by leaf, as without
    // compositingGroup, a and b would have α = 0.5 and T = 0.25: partial.)
    let visibility = try Self.visibility(
      [
        group(
          "card", opacity: .constant(0.5), compositingGroup: true,
          [Self.ripple, leaf("a"), leaf("b")])
      ], removed: false)
    #expect(close(visibility.alpha, 0.5))
    #expect(close(visibility.transmittance, 0))
    #expect(visibility.classification == .occluded)
    #expect(visibility.occluder == "a")
    // Half-transparent leaves (0.5 in the composite): T = 0.25, α · T = 0.125: partial.
    let translucent = try Self.visibility(
      [
        group(
          "card", opacity: .constant(0.5), compositingGroup: true,
          [Self.ripple, leaf("a", alpha: 0.5), leaf("b", alpha: 0.5)])
      ], removed: false)
    #expect(close(translucent.transmittance, 0.25))
    #expect(translucent.classification == .partial)
  }

  @Test("a compositing group nested in one that holds the ripple is one layer")
  func nestedCompositingGroup() throws {
    // `outer` (opacity 0.5) holds the ripple, so its leaves count one by one and before its
    // opacity; `inner` does not hold the ripple: its two leaves (0.5 each) composite to
    // 1 − 0.25 = 0.75, then inner's own 0.5 applies, not outer's (which applies once, to
    // outer's composite): factor 1 − 0.5 · 0.75 = 0.625. `z` (alpha 0.5 in `plain`, a group
    // without compositing in outer) counts alone, with plain's 0.5 but not outer's: factor
    // 1 − 0.25 = 0.75. The occluder is the larger 1 − factor: inner's 0.375 over z's 0.25.
    let visibility = try Self.visibility(
      [
        group(
          "outer", opacity: .constant(0.5), compositingGroup: true,
          [
            Self.ripple,
            group(
              "inner", opacity: .constant(0.5), compositingGroup: true,
              [leaf("x", alpha: 0.5), leaf("y", alpha: 0.5)]),
            group("plain", opacity: .constant(0.5), [leaf("z", alpha: 0.5)]),
          ])
      ], removed: false)
    #expect(close(visibility.alpha, 0.5))
    #expect(close(visibility.transmittance, 0.625 * 0.75))
    #expect(visibility.occluder == "inner")
  }

  @Test("a label covering part of a ripple makes it partial")
  func labelPartlyCovering() throws {
    // The ripple is current and declared first, so the label is above it. The label covers
    // columns 120…139 (120 ≤ i + 0.5 ≤ 140) of the disk's 100…139: half of its samples, with
    // T = 0 there and 1 elsewhere: α · max T = 1, min T = 0 → partial, transmittance 0.5.
    let visibility = try Self.visibility(
      [Self.ripple, leaf("label", frame: Rect(x: 120, y: 20, width: 20, height: 40))],
      removed: false)
    #expect(visibility.classification == .partial)
    #expect(close(visibility.transmittance, 0.5))
    #expect(visibility.occluder == "label")
  }

  @Test("occluder: the lowest leaf that alone occludes, even under a larger cover")
  func lowestSoleOccluder() throws {
    // `half` (lower) covers half the disk; `cover` (higher) all of it. Only `cover` alone
    // makes the ripple occluded, so it is the occluder though `half` is painted lower.
    let visibility = try Self.visibility(
      [
        Self.ripple, leaf("half", frame: Rect(x: 120, y: 20, width: 20, height: 40)),
        leaf("cover"), leaf("over"),
      ], removed: false)
    #expect(visibility.classification == .occluded)
    #expect(visibility.occluder == "cover")
  }

  @Test("occluder: no leaf alone occludes, so the one hiding the most")
  func largestSumOccluder() throws {
    // left covers columns 100…119 (800 samples), right 115…139 (1000): together everything,
    // T = 0, occluded; neither alone; right hides more.
    let visibility = try Self.visibility(
      [
        Self.ripple,
        leaf("left", frame: Rect(x: 100, y: 20, width: 20, height: 40)),
        leaf("right", frame: Rect(x: 115, y: 20, width: 25, height: 40)),
      ], removed: false)
    #expect(visibility.classification == .occluded)
    #expect(close(visibility.transmittance, 0))
    #expect(visibility.occluder == "right")
  }

  @Test("eight half-transparent layers: T = 1/256 < ε, occluded; the lowest is named")
  func translucentStack() throws {
    let layers = (1...8).map { leaf("veil\($0)", alpha: 0.5) }
    let visibility = try Self.visibility([Self.ripple] + layers, removed: false)
    #expect(visibility.classification == .occluded)
    #expect(close(visibility.transmittance, 1.0 / 256))
    #expect(visibility.occluder == "veil1")
    // Seven layers: T = 1/128 ≥ ε, partial.
    let seven = try Self.visibility([Self.ripple] + layers.dropLast(), removed: false)
    #expect(seven.classification == .partial)
  }

  @Test("transparent leaves above change nothing and name no occluder")
  func clearLeaves() throws {
    // alpha 0 (a clear fill) and opacity 0: every factor 1, Σ(1 − factor) = 0.
    let visibility = try Self.visibility(
      [Self.ripple, leaf("clear", alpha: 0), leaf("dim", opacity: .constant(0))],
      removed: false)
    #expect(visibility.classification == .visible)
    #expect(close(visibility.transmittance, 1))
    #expect(visibility.occluder == nil)
  }

  @Test("a ripple outside the scene covers no sample: faded, no transmittance")
  func outsideScene() throws {
    let composition = compose(
      Scene(width: 100, height: 60, children: [ripples(), leaf("cover")]),
      [.down(0, x: -200, y: 30)], at: 2)
    let visibility = try #require(composition.visibility(ofRipple: 1))
    #expect(visibility.classification == .faded)
    #expect(visibility.transmittance == nil)
    #expect(visibility.occluder == nil)
  }

  @Test("rippleVisibilities lists every painted ripple in paint order")
  func allRipples() {
    let composition = compose(
      Scene(width: 300, height: 80, children: [leaf("base"), Self.ripple]),
      recorder: steadyRecorder,
      [.down(0, pointer: 1, x: 0, y: 0), .down(0.1, pointer: 2, x: 0, y: 0), .up(0.5, pointer: 1)],
      at: 0.6)
    // Ripple 1 removed (first), ripple 2 current on top of base and of ripple 1.
    #expect(composition.paintOrder == ["ripple#1", "base", "ripple#2"])
    #expect(composition.rippleVisibilities.map(\.ripple) == [1, 2])
    #expect(composition.rippleVisibilities.map(\.classification) == [.occluded, .visible])
  }
}
