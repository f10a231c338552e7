import RippleFindings

/// A trace's findings as the viewer uses them: the aggregated report, and a mark for every
/// instance.
public struct AnalysedFindings: Sendable {
  /// The report, with the first instances in full.
  public var report: FindingsReport
  /// Every instance's first frame, finished.
  public var marks: FindingMarks
}
