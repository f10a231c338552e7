import RippleEngine
import RippleTrace
import Testing

@testable import RippleCompositor

/// SPEC §8: the seed bug, one press at (150, 40) from t = 0 to t = 0.5, default animations.
@Suite("SPEC §8 worked example")
struct WorkedExampleTests {
  static let steps: [Step] = [.down(0, x: 150, y: 40), .up(0.5)]

  static func composition(at time: Double) -> Composition {
    compose(specScene(), steps, at: time)
  }

  @Test("t = 0.1: inserting, on top, visible")
  func inserting() throws {
    // All items current and at zIndex 0: declaration order, the ripple last (rule 1).
    let composition = Self.composition(at: 0.1)
    #expect(composition.paintOrder == ["base", "background", "label", "dim", "ripple#1"])
    let visibility = try #require(composition.visibility(ofRipple: 1))
    // Nothing is painted above it: T = 1 at every sample, α = 1.
    #expect(visibility.classification == .visible)
    #expect(visibility.occluder == nil)
    #expect(close(visibility.transmittance, 1))
    #expect(close(visibility.alpha, 1))
    // Scale x(0.1) = 0.31647: the disk is a circle of radius 50 · 0.31647 about the press.
    let disk = composition.leaves[4].frame
    #expect(close(disk.width, 100 * 0.31647, 1e-3))
    #expect(close(disk.midX, 150) && close(disk.midY, 40))
  }

  @Test("t = 0.6: removing, painted first, occluded by base")
  func removing() throws {
    // Removed, every zIndex 0: rule 1 paints it beneath every current sibling.
    let composition = Self.composition(at: 0.6)
    #expect(composition.paintOrder == ["ripple#1", "base", "background", "label", "dim"])
    let visibility = try #require(composition.visibility(ofRipple: 1))
    // α = 1 − x(0.1) = 0.68354. `base` is opaque and fills the scene, so T(p) = 0 everywhere:
    // α · max T = 0 < ε, occluded, and `base` alone (the lowest leaf above) does that.
    #expect(close(visibility.alpha, 0.68354, 1e-3))
    #expect(visibility.classification == .occluded)
    #expect(close(visibility.transmittance, 0))
    #expect(visibility.occluder == "base")
    #expect(composition.leaves[0].isRemoved)
  }

  @Test("t = 1.3: faded, occluder still base")
  func faded() throws {
    let composition = Self.composition(at: 1.3)
    #expect(composition.paintOrder.first == "ripple#1")
    let visibility = try #require(composition.visibility(ofRipple: 1))
    // α = 0.00109 < ε = 1/255: faded. No leaf can make a faded ripple `occluded`, so the
    // occluder is the leaf with the largest Σ(1 − factor): `base` and `background` tie (both
    // opaque over the whole disk), and the lower one wins.
    #expect(close(visibility.alpha, 0.00109, 1e-4))
    #expect(visibility.classification == .faded)
    #expect(visibility.occluder == "base")
    #expect(close(visibility.transmittance, 0))
  }

  @Test("t = 1.31: gone (at 0.5 + 0.8082)")
  func gone() {
    let composition = Self.composition(at: 1.31)
    #expect(composition.paintOrder == ["base", "background", "label", "dim"])
    #expect(composition.visibility(ofRipple: 1) == nil)
    #expect(composition.rippleVisibilities.isEmpty)
  }

  @Test("the fix, zIndex 1 on the ripple, keeps it on top and visible during removal")
  func fix() throws {
    // Rule 2: removed at zIndex 1 above every sibling at 0.
    let composition = compose(specScene(rippleZIndex: 1), Self.steps, at: 0.6)
    #expect(composition.paintOrder == ["base", "background", "label", "dim", "ripple#1"])
    let visibility = try #require(composition.visibility(ofRipple: 1))
    #expect(visibility.classification == .visible)
    #expect(visibility.occluder == nil)
  }

  @Test("both methods agree on every instant of the example", arguments: [0.0, 0.1, 0.6, 1.3])
  func methodsAgree(time: Double) throws {
    let composition = Self.composition(at: time)
    let sweep = try #require(composition.visibility(ofRipple: 1, method: .rowSweep))
    let sampler = try #require(composition.visibility(ofRipple: 1, method: .sampler))
    #expect(sweep.classification == sampler.classification)
    #expect(sweep.occluder == sampler.occluder)
    #expect(agree(sweep.transmittance, sampler.transmittance))
  }

  @Test("t = 0: the disk, scaled by 0.00001, covers no sample: faded, no transmittance")
  func start() throws {
    // Radius 0.0005 about (150, 40); the nearest sample centers are 0.5·√2 away.
    let visibility = try #require(Self.composition(at: 0).visibility(ofRipple: 1))
    #expect(visibility.classification == .faded)
    #expect(visibility.transmittance == nil)
    #expect(visibility.occluder == nil)
  }
}
