/// The frames of one animation, and how many of them a ripple was occluded in (SPEC §7:
/// "the frames of an animation are the frames k/fps in [start, end); if none falls inside,
/// the instant start alone").
struct AnimationWindow: Sendable, Equatable {
  /// When the animation starts.
  let start: Double
  /// When it ends.
  let end: Double
  /// Frames counted.
  private(set) var frames = 0
  /// Of which the ripple was occluded.
  private(set) var occluded = 0
  /// The occluder at the first occluded frame (SPEC §7 occluder), for the explanation.
  private(set) var occluder: String?

  /// Whether a frame index's instant lies inside `[start, end)`.
  func contains(_ time: Double) -> Bool { start <= time && time < end }

  /// Whether no frame instant of a clock with this rate falls inside.
  func hasNoFrame(fps: Double) -> Bool {
    (start * fps).rounded(.up) / fps >= end
  }

  /// Counts one frame's classification.
  mutating func count(occluded isOccluded: Bool, by occluder: String?) {
    frames += 1
    guard isOccluded else { return }
    occluded += 1
    if self.occluder == nil { self.occluder = occluder }
  }

  /// Counts frames classified from the ripple alone, with no occluder named.
  mutating func count(frames: Int, occluded: Int) {
    self.frames += frames
    self.occluded += occluded
  }

  /// Whether the ripple was occluded in at least half the frames.
  var isMostlyOccluded: Bool { frames > 0 && 2 * occluded >= frames }

  /// The share of occluded frames.
  var occludedShare: Double { frames == 0 ? 0 : Double(occluded) / Double(frames) }
}
