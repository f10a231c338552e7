import RippleTrace

/// Which parts of the analysis a run needs: all of it for a report, or only what proves a
/// fix, so that a what-if re-simulation classifies frames only when its codes depend on them.
public struct AnalysisScope: Sendable, Equatable {
  /// Whether every frame of every ripple is classified for the per-ripple summary.
  public let tallies: Bool
  /// The finding codes to look for.
  public let codes: Set<FindingCode>
  /// Whether only which codes occur matters, not what their explanations quote: then an
  /// animation window stops being classified once its outcome is decided
  /// (``RippleWatch/mayChangeFindings(at:looksForReordering:)``), so its share of occluded
  /// frames is left partial. Only without tallies.
  public let presenceOnly: Bool
  /// Whether animation windows must be classified.
  let classifiesWindows: Bool
  /// Whether the replay must visit frames at all.
  let visitsFrames: Bool
  /// Whether `removal-reordered` is among ``codes``.
  let looksForReordering: Bool

  /// Creates a scope.
  public init(tallies: Bool, codes: Set<FindingCode>, presenceOnly: Bool = false) {
    self.tallies = tallies
    self.codes = codes
    self.presenceOnly = presenceOnly && !tallies
    // Stored: the analyzer asks at every event and frame, and a set operation each time adds
    // up.
    classifiesWindows = !codes.isDisjoint(with: Self.occlusionCodes)
    visitsFrames = tallies || classifiesWindows
    looksForReordering = codes.contains(.removalReordered)
  }

  /// This scope without the codes that depend on classifying frames: nothing is then
  /// classified. Only for a scope without tallies.
  var withoutOcclusionCodes: AnalysisScope {
    AnalysisScope(
      tallies: false, codes: codes.subtracting(Self.occlusionCodes), presenceOnly: presenceOnly)
  }

  /// Everything: tallies and every code.
  public static let full = AnalysisScope(tallies: true, codes: Set(FindingCode.allCases))

  /// The codes that depend on classifying the frames of animations (SPEC §7).
  static let occlusionCodes: Set<FindingCode> = [
    .removalOccluded, .insertionOccluded, .removalReordered,
  ]
}
