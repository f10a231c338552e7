/// When the analyzer tries to count frames without composing them, and how many
/// (``TraceAnalyzer``): only after a run of frames composed one by one, which seals did not
/// spare; then twice as many after a leap that held, half as many after one that did not.
/// Each leap that fails at its shortest doubles the run of composed frames the next one
/// waits for, so that where leaps keep failing (many ripples changing classification in
/// turn) they cost little.
struct LeapLength {
  /// A leap passes over at most this many frames less one.
  private static let longest = 4096
  /// A leap passes over at least this many frames less one: a shorter one saves too little.
  private static let shortest = 4
  /// Frames composed one after another before a leap is tried, at first and at most: a
  /// ripple is left unsealed mostly while its classification is about to change, when a
  /// leap fails.
  private static let patience = (first: 8, most: 1024)
  private var frames = shortest
  /// Frames composed one after another since the latest leap, or the latest gap.
  private var streak = 0
  /// The streak the next leap waits for.
  private var streakNeeded = patience.first

  /// Notes a frame composed on its own.
  mutating func noteComposedFrame() {
    streak += 1
  }

  /// Notes frames passed over without composing them (sealed, or still) or a new span: the
  /// next leap waits for a new run of composed frames.
  mutating func noteGap() {
    streak = 0
  }

  /// The frame a leap from `index` reaches, at most `limit`; `nil` when it would pass over
  /// fewer than two frames or too few frames were composed in a row.
  func target(from index: Int, limit: Int) -> Int? {
    guard streak >= streakNeeded else { return nil }
    let later = min(index + frames, limit)
    return later - index > 2 ? later : nil
  }

  /// Notes a leap that held.
  mutating func noteSuccess() {
    frames = min(2 * frames, Self.longest)
    streakNeeded = Self.patience.first
  }

  /// Notes a leap that did not hold.
  mutating func noteFailure() {
    if frames > Self.shortest {
      frames /= 2
    } else {
      streak = 0
      streakNeeded = min(2 * streakNeeded, Self.patience.most)
    }
  }
}
