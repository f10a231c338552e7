/// The code of a whole-trace diagnostic (SPEC §7 Findings).
public enum FindingCode: String, Equatable, Hashable, Sendable, CaseIterable {
  /// A ripple is occluded in ≥ 50% of the frames of its removal.
  case removalOccluded = "removal-occluded"
  /// A ripple is occluded in ≥ 50% of the frames of its insertion.
  case insertionOccluded = "insertion-occluded"
  /// The removal-ordering rule hides part of a ripple.
  case removalReordered = "removal-reordered"
  /// A ripple alive at the end whose pointer is no longer down.
  case stuckRipple = "stuck-ripple"
  /// An `up` removed another finger's ripple.
  case wrongRippleRemoved = "wrong-ripple-removed"
  /// A removal ends at once.
  case instantRemoval = "instant-removal"
  /// A removal starts before insertion progress reaches 0.5.
  case noVisibleFeedback = "no-visible-feedback"
  /// More than 10 ripples alive at once.
  case ripplePileup = "ripple-pileup"
  /// An event for a pointer in the wrong state.
  case orphanEvent = "orphan-event"

  /// Hashes the case rather than its raw value, as `RawRepresentable` would: sets of codes
  /// are consulted at every classified frame, and hashing a name costs several times more.
  public func hash(into hasher: inout Hasher) {
    let ordinal =
      switch self {
      case .removalOccluded: 0
      case .insertionOccluded: 1
      case .removalReordered: 2
      case .stuckRipple: 3
      case .wrongRippleRemoved: 4
      case .instantRemoval: 5
      case .noVisibleFeedback: 6
      case .ripplePileup: 7
      case .orphanEvent: 8
      }
    hasher.combine(ordinal)
  }
}
