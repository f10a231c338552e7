import RippleTrace

/// Which parts of the analysis a run needs: all of it for a report, or only what proves a
/// fix, so that a what-if re-simulation classifies frames only when its codes depend on them.
public struct AnalysisScope: Sendable, Equatable {
  /// Whether every frame of every ripple is classified for the per-ripple summary.
  public var tallies: Bool
  /// The finding codes to look for.
  public var codes: Set<FindingCode>
  /// Whether only which codes occur matters, not what their explanations quote: then an
  /// animation window stops being classified once its outcome is decided
  /// (``RippleWatch/mayChangeFindings(at:looksForReordering:)``), so its share of occluded
  /// frames is left partial. Only without tallies.
  public var presenceOnly: Bool

  /// Creates a scope.
  public init(tallies: Bool, codes: Set<FindingCode>, presenceOnly: Bool = false) {
    self.tallies = tallies
    self.codes = codes
    self.presenceOnly = presenceOnly && !tallies
  }

  /// Everything: tallies and every code.
  public static let full = AnalysisScope(tallies: true, codes: Set(FindingCode.allCases))

  /// The codes that depend on classifying the frames of animations (SPEC §7).
  static let occlusionCodes: Set<FindingCode> = [
    .removalOccluded, .insertionOccluded, .removalReordered,
  ]

  /// Whether animation windows must be classified.
  var classifiesWindows: Bool { !codes.isDisjoint(with: Self.occlusionCodes) }

  /// Whether the replay must visit frames at all.
  var visitsFrames: Bool { tallies || classifiesWindows }
}
