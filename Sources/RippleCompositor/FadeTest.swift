import RippleEngine
import RippleTrace

/// Tells whether a ripple is `faded` at an instant from its record alone (SPEC §7: α < ε, or
/// its disk covers no sample), with the alpha factors of the instant it was made: valid while
/// no state changes and, during a state animation, while the factors read no state, which a
/// ``SteadyCover`` already requires.
public struct FadeTest: Sendable {
  private let factors: AlphaFactors
  private let grid: SampleGrid

  /// Captures the alpha factors of a simulation at an instant.
  public init(simulation: Simulation, at time: Double) {
    factors = simulation.alphaFactors(at: time)
    grid = SampleGrid(bounds: simulation.header.scene.bounds)
  }

  /// Whether the ripple is `faded` at an instant, exactly as ``Composition`` classifies it.
  /// - Parameter simulation: Any later state of the simulation the test was made from (a
  ///   ripple's transition values depend on its record and the instant alone).
  public func isFaded(_ ripple: Ripple, at time: Double, in simulation: Simulation) -> Bool {
    guard let footprint = simulation.footprint else { return true }
    let values = simulation.transitionValues(of: ripple, at: time)
    guard alpha(of: values) >= RippleVisibility.epsilon else { return true }
    return !covers(ripple, in: footprint, values: values)
  }

  /// How many frames of a range the ripple is `faded` at, each as ``isFaded(_:at:in:)`` tells.
  ///
  /// Where its transition moves one way (``Simulation/transitionMovesOneWay(of:from:through:)``)
  /// with a scale that stays ≥ 0, its alpha and the size of its disk (about a fixed center)
  /// each change one way, so being transparent (α < ε) and covering no sample each hold on a
  /// head or a tail of the frames, found by bisection. Elsewhere, frame by frame.
  public func fadedFrames(
    of ripple: Ripple, in frames: Range<Int>, fps: Double, in simulation: Simulation
  ) -> Int {
    guard let footprint = simulation.footprint, let last = frames.last else { return frames.count }
    let values = { (index: Int) in
      simulation.transitionValues(of: ripple, at: FrameClock.time(ofFrame: index, fps: fps))
    }
    let ends = (first: values(frames.lowerBound), last: values(last))
    guard frames.count > 2, ends.first.scale >= 0, ends.last.scale >= 0,
      simulation.transitionMovesOneWay(
        of: ripple, from: FrameClock.time(ofFrame: frames.lowerBound, fps: fps),
        through: FrameClock.time(ofFrame: last, fps: fps))
    else {
      return frames.count {
        isFaded(ripple, at: FrameClock.time(ofFrame: $0, fps: fps), in: simulation)
      }
    }
    // The two ends are computed once, for both searches.
    let valuesAt = { (index: Int) in
      index == frames.lowerBound ? ends.first : index == last ? ends.last : values(index)
    }
    let transparent = Self.frames(in: frames) {
      alpha(of: valuesAt($0)) < RippleVisibility.epsilon
    }
    let uncovered = Self.frames(in: frames) {
      !covers(ripple, in: footprint, values: valuesAt($0))
    }
    return transparent.count + uncovered.count - transparent.clamped(to: uncovered).count
  }

  /// The frames where a condition holds, when it holds on a head or a tail of them.
  private static func frames(in frames: Range<Int>, where holds: (Int) -> Bool) -> Range<Int> {
    let first = frames.lowerBound
    let holdsFirst = holds(first)
    var low = first
    var high = frames.upperBound - 1
    guard holdsFirst != holds(high) else { return holdsFirst ? frames : first..<first }
    // holds(low) == holdsFirst != holds(high)
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if holds(middle) == holdsFirst { low = middle } else { high = middle }
    }
    return holdsFirst ? first..<high : high..<frames.upperBound
  }

  /// The ripple's alpha with these transition values.
  private func alpha(of values: TransitionValues) -> Double {
    factors.alpha(ofOpacity: values.opacity)
  }

  /// Whether the ripple's disk with these transition values covers a sample.
  private func covers(
    _ ripple: Ripple, in footprint: RippleLayout.Footprint, values: TransitionValues
  ) -> Bool {
    RippleGeometry.outline(of: ripple, in: footprint, values: values).coversSample(in: grid)
  }
}
