import RippleEngine
import RippleTrace
import Testing

/// Replay visits every frame while a ripple is alive (SPEC §7 frames), folding stretches
/// where nothing animates and skipping those where nothing is alive.
@Suite struct ReplayTests {
  /// Ripple 1 is cancelled (ignored, so it stays), then pointer 2's orphan up removes it at
  /// t = 10 (removeFirst); it is gone at 10 + 0.80825 (the default spring's settle time).
  /// Frames k/60 ≤ 10.80825 are k = 0…648: 649 frames, all with the ripple alive.
  @Test func restingFramesAreFoldedButCounted() throws {
    let trace = try seedTrace(events: [down(0, 1), cancel(0.3, 1), up(10, 2)])
    var replay = Replay(TraceLineCursor(trace), visitsFrames: true)
    var frames = 0
    var visits = 0
    var indices: [Int] = []
    try replay.run { step, _ in
      switch step {
      case .frame(let index, _):
        frames += 1
        visits += 1
        indices.append(index)
      case .rest(let first, let count, _):
        frames += count
        visits += 1
        indices += Array(first..<(first + count))
      default:
        break
      }
    }
    #expect(frames == 649)
    #expect(indices == Array(0...648))
    #expect(visits < 150)
  }

  /// Nothing alive between t = 1 (gone at 0.5 + 0.80825) and a press at t = 10⁶: those frames
  /// are skipped, so the replay ends at once.
  @Test func framesWithNothingAliveAreSkipped() throws {
    let trace = try seedTrace(events: [down(0, 1), up(0.5, 1), down(1e6, 1), up(1e6 + 1, 1)])
    var replay = Replay(TraceLineCursor(trace), visitsFrames: true)
    var first: Int?
    var visits = 0
    try replay.run { step, _ in
      if case .frame(let index, let time) = step {
        visits += 1
        if time >= 1e6 && first == nil { first = index }
      }
    }
    #expect(first == 60_000_000)
    #expect(visits < 400)
  }
}
