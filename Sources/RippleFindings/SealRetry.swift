/// When to look again for a steady cover (``RippleWatch/seal``) of a ripple whose latest
/// attempts found none.
///
/// Sealing is only a shortcut: the frames between attempts are composed one by one instead,
/// and count the same. So attempts that keep failing are spaced 1, 2, 4, 8, then 16 frames
/// apart, until one succeeds; once that seal ends, attempts start again at every frame.
/// Without it, a ripple that overlaps a growing ripple is searched for a cover at every frame
/// of their animations. Events do not restart the count: that would cost more searches than
/// the frames they seal early save.
struct SealRetry: Sendable {
  /// How many times the wait doubles: from 1 frame up to 2⁴ = 16.
  private static let doublings = 4

  /// The first frame index from which to try again.
  private var frame = 0
  /// How many attempts in a row found no cover, up to ``doublings``.
  private var failures = 0

  /// Whether to look for a cover that would start at a frame index.
  func allowsAttempt(from frame: Int) -> Bool { frame >= self.frame }

  /// Notes that no cover starts at a frame index: the next attempt waits twice as long as
  /// the previous one, up to 16 frames.
  mutating func noteFailure(from frame: Int) {
    self.frame = frame + (1 << failures)
    failures = min(failures + 1, Self.doublings)
  }

  /// Tries again at once, as after a seal ends.
  mutating func reset() {
    self = SealRetry()
  }
}
