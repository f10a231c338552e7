import RippleEngine
import RippleRender
import RippleTrace

/// A trace's events and a checkpoint of its simulation every ``interval`` events, so that the
/// simulation at any instant costs one copy and at most ``interval`` events, however long the
/// trace (SPEC §7 frames see every event at or before their instant).
///
/// The index is built during one streaming pass (``append(_:)``). A checkpoint is a
/// ``Simulation`` value (a few live ripples and the states) plus the position of the next
/// event; events are kept in memory as ``TraceEvent`` values (tens of bytes each).
struct SeekIndex: Sendable {
  /// Events between two checkpoints.
  static let interval = 256

  /// The simulation after the first `nextEvent` events, ripples gone by then retired.
  struct Checkpoint: Sendable {
    let simulation: Simulation
    let nextEvent: Int
  }

  /// Every event, in file order.
  private(set) var events: [TraceEvent] = []
  private var checkpoints: [Checkpoint]
  private var builder: SimulationSeeker

  /// An empty index for a trace.
  init(header: TraceHeader) {
    builder = SimulationSeeker(header: header)
    checkpoints = [Checkpoint(simulation: builder.simulation, nextEvent: 0)]
  }

  /// Adds the next event of the trace, storing a checkpoint before it every ``interval``.
  mutating func append(_ event: TraceEvent) {
    if events.count.isMultiple(of: Self.interval), events.count > 0 {
      checkpoints.append(Checkpoint(simulation: builder.simulation, nextEvent: events.count))
    }
    events.append(event)
    builder.apply(event)
  }

  /// The simulation with every event applied.
  var finalSimulation: Simulation { builder.simulation }

  /// How many checkpoints are stored.
  var checkpointCount: Int { checkpoints.count }

  /// A cursor at an instant: the latest checkpoint whose events are all at or before it,
  /// advanced through the events up to the instant.
  /// - Complexity: O(log checkpoints + ``interval``) events applied.
  func cursor(at time: Double) -> Cursor {
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      let next = checkpoints[middle].nextEvent
      if next == 0 || events[next - 1].time <= time { low = middle } else { high = middle - 1 }
    }
    let checkpoint = checkpoints[low]
    var cursor = Cursor(
      seeker: SimulationSeeker(checkpoint.simulation), nextEvent: checkpoint.nextEvent)
    cursor.advance(to: time, through: events)
    return cursor
  }

  /// The simulation at an instant.
  func simulation(at time: Double) -> Simulation {
    cursor(at: time).simulation(at: time)
  }

  /// A simulation moving forward through the events: cheap to advance to a later instant.
  struct Cursor: Sendable {
    private(set) var seeker: SimulationSeeker
    private(set) var nextEvent: Int

    /// Applies the events at or before an instant that are not applied yet.
    mutating func advance(to time: Double, through events: [TraceEvent]) {
      while nextEvent < events.count, events[nextEvent].time <= time {
        seeker.apply(events[nextEvent])
        nextEvent += 1
      }
    }

    /// The simulation at an instant not before the last applied event.
    func simulation(at time: Double) -> Simulation {
      seeker.simulation(at: time)
    }
  }
}
