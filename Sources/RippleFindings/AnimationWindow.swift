import RippleEngine

/// The frames of one animation, and how many of them a ripple was occluded in (SPEC §7:
/// "the frames of an animation are the frames k/fps in [start, end); if none falls inside,
/// the instant start alone").
struct AnimationWindow: Sendable, Equatable {
  /// When the animation starts.
  let start: Double
  /// When it ends.
  let end: Double
  /// How many frames it has: the frame instants inside, or 1 (its start) when none is.
  let total: Int
  /// Whether no frame instant falls inside, so its start instant is sampled instead.
  let isFrameless: Bool
  /// Frames counted.
  private(set) var frames = 0
  /// Of which the ripple was occluded.
  private(set) var occluded = 0
  /// The occluder at the first occluded frame (SPEC §7 occluder), for the explanation.
  private(set) var occluder: Occluder?

  /// A layer that hides the ripple, as an explanation names it.
  struct Occluder: Sendable, Equatable {
    /// The layer: a leaf, or a compositing group (SPEC §7 occluder).
    var name: String
    /// Whether it is above the ripple only because SPEC §4 paints removed views beneath
    /// current siblings (``Composition/leavesHiddenByRemovalOrder(ofRipple:)`` for a leaf of
    /// another node, ``Composition/layer(_:isCurrentRippleAboveRemoved:)`` for a ripple):
    /// were the ripple a current item, it would be painted beneath the ripple.
    var isAboveByRemovalOrder: Bool
    /// Whether SPEC §4 ordered the ripples' ZStack by zIndex (rule 2) then, not rule 1.
    var ordersByZIndex: Bool
    /// Whether it is one leaf, outside compositing groups, with alpha ≥ 1 − ε: opaque over
    /// what it covers.
    var isOpaque: Bool
  }

  /// The window of an animation for a clock with a rate.
  init(start: Double, end: Double, fps: Double) {
    self.start = start
    self.end = end
    let inside =
      FrameClock.frameCount(before: end, including: false, fps: fps)
      - FrameClock.frameCount(before: start, including: false, fps: fps)
    total = max(inside, 1)
    isFrameless = inside <= 0
  }

  /// Whether a frame index's instant lies inside `[start, end)`.
  func contains(_ time: Double) -> Bool { start <= time && time < end }

  /// Whether an instant is one of the window's frames: a frame instant inside it, or, between
  /// frames, the start of a window that holds no frame.
  func samples(_ time: Double, betweenFrames: Bool) -> Bool {
    betweenFrames ? isFrameless && time == start : contains(time)
  }

  /// Counts the classification of one frame, or of `frames` alike frames.
  mutating func count(occluded isOccluded: Bool, by occluder: Occluder?, frames: Int = 1) {
    count(frames: frames, occluded: isOccluded ? frames : 0)
    if isOccluded && self.occluder == nil { self.occluder = occluder }
  }

  /// Counts frames classified from the ripple alone, with no occluder named.
  mutating func count(frames: Int, occluded: Int) {
    self.frames += frames
    self.occluded += occluded
  }

  /// Whether the ripple was occluded in at least half the frames.
  var isMostlyOccluded: Bool { frames > 0 && 2 * occluded >= frames }

  /// Whether ``isMostlyOccluded`` no longer depends on the frames still to count, however
  /// many of them are counted: half of all ``total`` frames were occluded already, or too few
  /// are left for half to be.
  ///
  /// Counting `n` more frames after that keeps the answer: with `2 × occluded ≥ total ≥
  /// frames + n` it stays true; with `2 × (occluded + total − frames) < total`, the occluded
  /// frames stay fewer than half of `frames + n`.
  var isDecided: Bool {
    2 * occluded >= total || 2 * (occluded + total - frames) < total
  }

  /// The share of occluded frames.
  var occludedShare: Double { frames == 0 ? 0 : Double(occluded) / Double(frames) }
}
