/// The whole-trace diagnosis: every finding, aggregated per code, each code with a fix that
/// re-simulation confirmed removes it (SPEC §7).
public struct FindingsReport: Sendable, Equatable {
  /// One summary per code, most severe first; `fix` is set only when verified.
  public var summaries: [FindingSummary]
  /// The first instances in full (at most ``FindingCollector/keptInstances``).
  public var instances: [Finding]
  /// Every instance counted.
  public var count: Int
  /// The end of the trace (SPEC §7).
  public var end: Double
}
