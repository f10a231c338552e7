import Testing

@testable import RippleFindings

/// Attempts to seal a ripple that keep failing are spaced further and further apart, and the
/// end of a seal brings them back to every frame.
struct SealRetryTests {
  /// The frames, from `first` on, at which a retry that fails every time makes an attempt.
  static func attempts(of retry: inout SealRetry, from first: Int, through last: Int) -> [Int] {
    var frames: [Int] = []
    for frame in first...last where retry.allowsAttempt(from: frame) {
      frames.append(frame)
      retry.noteFailure(from: frame)
    }
    return frames
  }

  @Test func failedAttemptsDoubleTheirSpacingUpToSixteenFrames() {
    var retry = SealRetry()
    // Waits 1, 2, 4, 8, 16, 16: attempts at 10, 11, 13, 17, 25, 41, 57.
    #expect(Self.attempts(of: &retry, from: 10, through: 60) == [10, 11, 13, 17, 25, 41, 57])
  }

  @Test func resetTriesAgainAtOnce() {
    var retry = SealRetry()
    // Attempts at 0, 1, 3, 7 and 15; the next would wait until 31.
    #expect(Self.attempts(of: &retry, from: 0, through: 20) == [0, 1, 3, 7, 15])
    #expect(!retry.allowsAttempt(from: 21))
    retry.reset()
    #expect(Self.attempts(of: &retry, from: 21, through: 24) == [21, 22, 24])
  }
}
