import RippleTrace

/// Streams a trace through a ``Simulation``, calling back at every event, expectation,
/// retired ripple and (optionally) every frame while a ripple is alive, in time order
/// (SPEC §1.3, §7).
///
/// A frame at `k / fps` is visited after every event at or before that instant; an
/// expectation with `t` after the events that precede it in the file, and one past the end of
/// the trace so far on a copy of the simulation, which visits no frame. Memory stays bounded
/// by the number of live ripples, whatever the trace's length.
public struct Replay {
  // Not generic over the source: a generic replay called from another module runs
  // unspecialized, looking up its own type's metadata at every step.
  private var source: any TraceLineSource
  private let visitsFrames: Bool
  private let start: Simulation?

  /// Prepares a replay.
  /// - Parameters:
  ///   - visitsFrames: Whether to call back at every frame instant.
  ///   - start: The simulation to start from: one at t = 0 made from the source's header,
  ///     which replays of many traces with that header may share (a copy shares what it
  ///     derived from the header); by default one made here.
  public init(
    _ source: some TraceLineSource, visitsFrames: Bool = false, from start: Simulation? = nil
  ) {
    self.source = source
    self.visitsFrames = visitsFrames
    self.start = start
  }

  /// Runs the whole trace, or until `isDone` says the caller has seen enough.
  /// - Parameters:
  ///   - isDone: Asked after each line of the trace; once it answers `true`, the replay stops
  ///     there, without reading further lines or visiting `.end`.
  ///   - visit: Called with each step and the simulation as it stands then.
  /// - Returns: The simulation at the end of the trace (or where it stopped), with the ripples
  ///   still alive.
  /// - Throws: The first ``TraceError`` of the source.
  @discardableResult
  public mutating func run(
    until isDone: () -> Bool = { false }, _ visit: (ReplayStep, Simulation) -> Void
  ) throws(TraceError) -> Simulation {
    var simulation = start ?? Simulation(header: source.header)
    var frames = FrameClock(fps: source.header.fps)
    var lastGone = 0.0
    // The ripples retired at one instant; its storage serves every instant.
    var gone: [Ripple] = []
    // The simulation is passed `inout` rather than captured: handing a captured variable to
    // `visit` would copy it at every step.
    func advance(to instant: Double, including: Bool, _ simulation: inout Simulation) {
      if visitsFrames {
        while let frameTime = frames.nextTime(before: instant, including: including) {
          retire(by: frameTime, &simulation)
          let first = frames.nextIndex
          guard !simulation.ripples.isEmpty else {
            // Nothing is alive until the next event: no frame has anything to show.
            frames.skip(to: instant, including: including)
            break
          }
          // One simulation serves every frame up to the next paint-order change (a removal
          // start or a gone ripple) or the next instant something starts or stops moving: a
          // span is still throughout, to be classified once, or moving.
          let motion = simulation.motion(at: frameTime)
          let isAtRest = !motion.isMoving
          let change = min(simulation.nextChange(after: frameTime), motion.changesAt)
          if change < instant || (change == instant && !including) {
            frames.skip(to: change, including: false)
          } else {
            frames.skip(to: instant, including: including)
          }
          let span = FrameSpan(
            first: first, count: frames.nextIndex - first, fps: frames.fps, isAtRest: isAtRest)
          visit(.frames(span), simulation)
        }
      }
      retire(by: instant, &simulation)
    }
    // Ripples go one `goneAt` at a time, earliest first: each is visited on the simulation
    // just after it went, where those that go later are still alive.
    func retire(by instant: Double, _ simulation: inout Simulation) {
      while true {
        let first = simulation.firstGoneAt
        let next = first < instant ? first : instant
        simulation.retireRipples(goneBy: next, into: &gone)
        for ripple in gone {
          lastGone = max(lastGone, ripple.goneAt ?? 0)
          visit(.retired(ripple), simulation)
        }
        if next == instant { return }
      }
    }
    // A switch, not `while let` (``TraceLineSource/next()``).
    reading: while true {
      switch try source.next() {
      case .event(let event)?:
        advance(to: event.time, including: false, &simulation)
        let notes = simulation.apply(event)
        visit(.event(event, notes: notes), simulation)
      case .expectation(let expectation)?:
        if let time = expectation.time, time > max(simulation.settledAt, lastGone) {
          // Past the end of the trace so far, checked on a copy: the frames up to it belong
          // to the trace only if a later event comes (SPEC §7), and an expectation must not
          // add frames to what it checks.
          var ahead = simulation
          ahead.retireRipples(goneBy: time, into: &gone)
          visit(.expectation(expectation), ahead)
        } else {
          if let time = expectation.time { advance(to: time, including: false, &simulation) }
          visit(.expectation(expectation), simulation)
        }
      case nil:
        break reading
      }
      if isDone() { return simulation }
    }
    let end = max(simulation.settledAt, lastGone)
    advance(to: end, including: true, &simulation)
    visit(.end(time: end), simulation)
    return simulation
  }
}

/// One thing that happened during a replay.
public enum ReplayStep: Sendable {
  /// An event was applied; the recorder's notes about it.
  case event(TraceEvent, notes: [RecorderNote])
  /// An expectation line was reached.
  case expectation(Expectation)
  /// A ripple became gone and left the simulation, which no ripple gone later has left yet:
  /// ripples are retired in the order they go (ties by id).
  case retired(Ripple)
  /// Consecutive frame instants with no event, removal start or gone ripple among them.
  case frames(FrameSpan)
  /// The trace ended: the last event plus every running removal (SPEC §7).
  case end(time: Double)
}
