import RippleEngine
import RippleTrace

/// Moves a ``Simulation`` forward event by event and answers what it looks like at an
/// instant: every event at or before the instant applied, the ripples gone by then retired
/// (SPEC §1.2: equal times apply in file order; §7 frames see the events at their instant).
///
/// This is the replay-to-an-instant rule that `ripplescope frame` and the viewer's seek
/// index share: ``Replay`` applies the same rule while it streams.
public struct SimulationSeeker: Sendable {
  /// The simulation with every event given so far applied.
  public private(set) var simulation: Simulation
  /// The ripples retired before the latest event, kept only to reuse the array's storage.
  private var retired: [Ripple] = []

  /// Starts from a simulation (a fresh one, or a checkpoint).
  public init(_ simulation: Simulation) {
    self.simulation = simulation
  }

  /// Starts a fresh simulation of a trace.
  public init(header: TraceHeader) {
    simulation = Simulation(header: header)
  }

  /// Applies the next event; ripples gone by its time are retired first, as ``Replay`` does,
  /// so the live set stays small.
  public mutating func apply(_ event: TraceEvent) {
    simulation.retireRipples(goneBy: event.time, into: &retired)
    _ = simulation.apply(event)
  }

  /// The simulation at an instant not before the last applied event: the ripples gone by
  /// then retired.
  public func simulation(at instant: Double) -> Simulation {
    var result = simulation
    var retired: [Ripple] = []
    result.retireRipples(goneBy: instant, into: &retired)
    return result
  }
}
