import RippleEngine
import RippleTrace
import Testing

/// Replay visits every frame while a ripple is alive (SPEC §7 frames), in spans that no event
/// or gone instant splits, skipping stretches where nothing is alive.
@Suite struct ReplayTests {
  /// Ripple 1 is cancelled (ignored, so it stays), then pointer 2's orphan up removes it at
  /// t = 10 (removeFirst); it is gone at 10 + 0.80825 (the default spring's settle time).
  /// Frames k/60 ≤ 10.80825 are k = 0…648: 649 frames, all with the ripple alive.
  @Test func everyFrameIsVisitedOnceInSpansThatEventsSplit() throws {
    let trace = try seedTrace(events: [down(0, 1), cancel(0.3, 1), up(10, 2)])
    var replay = Replay(TraceLineCursor(trace), visitsFrames: true)
    var indices: [Int] = []
    var spanStarts: [Int] = []
    try replay.run { step, _ in
      guard case .frames(let span) = step else { return }
      indices += Array(span.indices)
      spanStarts.append(span.first)
    }
    #expect(indices == Array(0...648))
    // Frame 18 is t = 0.3 (the cancel) and frame 600 is t = 10 (the up): a frame at an
    // event's instant is visited after the event, so each starts a span.
    #expect(spanStarts.contains(18))
    #expect(spanStarts.contains(600))
    #expect(spanStarts.count < 10)
  }

  /// A press held until t = 10⁴: the ripple scales in until 0.80825 (the default spring's
  /// settle time), then nothing animates until the up. The span that animates ends at the
  /// first frame from then on (k = 49, t = 0.8167), and one span at rest covers the frames to
  /// the up (k = 49 … 599,999): its classification is the same throughout.
  @Test func aSpanThatAnimatesEndsWhereTheSimulationComesToRest() throws {
    let trace = try seedTrace(events: [down(0, 1), up(1e4, 1)])
    var replay = Replay(TraceLineCursor(trace), visitsFrames: true)
    var spans: [FrameSpan] = []
    try replay.run { step, _ in
      if case .frames(let span) = step { spans.append(span) }
    }
    #expect(spans.first?.first == 0 && spans.first?.isAtRest == false)
    #expect(
      spans.dropFirst().first == FrameSpan(first: 49, count: 599_951, fps: 60, isAtRest: true))
  }

  /// Nothing alive between t = 1 (gone at 0.5 + 0.80825) and a press at t = 10⁶: those frames
  /// are skipped, so the replay ends at once.
  @Test func framesWithNothingAliveAreSkipped() throws {
    let trace = try seedTrace(events: [down(0, 1), up(0.5, 1), down(1e6, 1), up(1e6 + 1, 1)])
    var replay = Replay(TraceLineCursor(trace), visitsFrames: true)
    var first: Int?
    var visits = 0
    try replay.run { step, _ in
      guard case .frames(let span) = step else { return }
      visits += 1
      if span.time(ofFrame: span.first) >= 1e6 && first == nil { first = span.first }
    }
    #expect(first == 60_000_000)
    #expect(visits < 400)
  }

  /// A press at t = 0 cancelled (ignored) at t = 0.2 ends the trace there: no removal runs
  /// (SPEC §7). An expectation at t = 5 is checked with the ripple still present, but adds no
  /// frame: frames are k = 0…12 (t ≤ 0.2) either way, and the trace still ends at 0.2.
  @Test func anExpectationPastTheEndAddsNoFrame() throws {
    let expectation = #"{"t": 5, "expect": {"ripple": 1, "phase": "present"}}"#
    for lines in [[down(0, 1), cancel(0.2, 1)], [down(0, 1), cancel(0.2, 1), expectation]] {
      let trace = try seedTrace(events: lines)
      var replay = Replay(TraceLineCursor(trace), visitsFrames: true)
      var indices: [Int] = []
      var end: Double?
      var phaseChecked: RipplePhase?
      try replay.run { step, simulation in
        switch step {
        case .frames(let span): indices += Array(span.indices)
        case .end(let time): end = time
        case .expectation:
          phaseChecked = simulation.ripple(withID: 1).map { $0.phase(at: 5) }
        default: break
        }
      }
      #expect(indices == Array(0...12), "\(lines.count) lines")
      #expect(end == 0.2)
      #expect(phaseChecked == (lines.count == 3 ? .present : nil))
    }
  }

  /// A removal asked for at t = 1 animates over 0.2 s after a 10 s delay, which holds its
  /// progress at 0 (SPEC §6): nothing moves from the insertion's end (0.80825) until t = 11.
  /// After the up, frames k = 60 (t = 1) … 659 are one still span, to be classified once;
  /// the fade's frames k = 660 … 672 move (the last is the end of the trace, 11.2, included).
  @Test func aRemovalsDelayIsOneStillSpan() throws {
    let recorder = #"{"onUp": {"animation": {"curve": "linear", "duration": 0.2, "delay": 10}}}"#
    let trace = try seedTrace(recorder: recorder, events: [down(0, 1), up(1, 1)])
    var replay = Replay(TraceLineCursor(trace), visitsFrames: true)
    var spans: [FrameSpan] = []
    try replay.run { step, _ in
      if case .frames(let span) = step { spans.append(span) }
    }
    #expect(spans.contains(FrameSpan(first: 60, count: 600, fps: 60, isAtRest: true)))
    let fade = try #require(spans.first { $0.first == 660 })
    #expect(!fade.isAtRest && fade.count == 13)
  }
}
