import RippleEngine
import RippleTrace

/// Tells whether a ripple is `faded` at an instant from its record alone (SPEC §7: α < ε, or
/// its disk covers no sample), with the alpha factors of the instant it was made: valid while
/// no state changes, which a ``SteadyCover`` already requires.
public struct FadeTest: Sendable {
  private let factors: [Double]
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
    let alpha = factors.reduce(values.opacity, *)
    guard alpha >= RippleVisibility.epsilon else { return true }
    let disk = RippleGeometry.outline(of: ripple, in: footprint, values: values)
    return !disk.coversSample(in: grid)
  }
}
