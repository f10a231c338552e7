/// A regression assertion written in a trace (SPEC §1.3). Keys left out are not checked.
public struct Expectation: Equatable, Sendable {
  /// Where the `expect` line is, for failure messages.
  public var location: SourceLocation
  /// The instant to check at; `nil` checks the whole-trace report.
  public var time: Double?
  /// The ripple id the per-ripple keys refer to.
  public var ripple: Int?
  /// The ripple's expected phase.
  public var phase: RipplePhase?
  /// The ripple's expected classification.
  public var visibility: Visibility?
  /// The expected occluder: `.some(nil)` expects none.
  public var occluder: String??
  /// The ripple's expected alpha.
  public var alpha: Double?
  /// The ripple's expected scale.
  public var scale: Double?
  /// The ripple's expected mean transmittance: `.some(nil)` expects no samples.
  public var transmittance: Double??
  /// The expected number of live ripples.
  public var live: Int?
  /// Every painted leaf, bottom to top.
  public var paintOrder: [String]?
  /// A finding code that must be present.
  public var finding: FindingCode?
  /// The exact number of finding instances.
  public var findings: Int?

  /// The tolerance numbers compare within.
  public static let tolerance = 1e-3

  /// Creates an expectation that checks nothing yet.
  public init(location: SourceLocation, time: Double? = nil) {
    self.location = location
    self.time = time
  }
}

/// Where a ripple is in its lifecycle (SPEC §6 Phases).
public enum RipplePhase: String, Equatable, Sendable, CaseIterable {
  /// From its append until its insertion animation ends.
  case inserting
  /// Until its removal starts.
  case present
  /// Until its removal animation ends.
  case removing
  /// No longer drawn.
  case gone
}

/// How much of a ripple reaches the screen (SPEC §7).
public enum Visibility: String, Equatable, Sendable, CaseIterable {
  /// Nothing in front of it.
  case visible
  /// Partly covered or seen through something.
  case partial
  /// Nothing of it reaches the screen.
  case occluded
  /// Transparent or covering no sample.
  case faded
}

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
