import RippleTrace

/// What a campaign found so far.
public struct FuzzTally: Sendable, Equatable {
  /// Sequences run.
  public private(set) var runs = 0
  /// Events analysed, over all runs.
  public private(set) var events = 0
  /// Frame instants replayed, over all runs.
  public private(set) var frames = 0
  /// Runs that failed at least one check.
  public private(set) var failingRuns = 0
  private var failures: [FuzzCheck: FirstFailure] = [:]

  /// Nothing run yet.
  public init() {}

  /// The first failure of each failed check, in ``FuzzCheck/allCases`` order.
  public var firstFailures: [FirstFailure] {
    failures.keys.sorted().compactMap { failures[$0] }
  }

  /// Counts one run.
  mutating func add(run: Int, events sequence: [TraceEvent], outcome: FuzzOutcome) {
    runs += 1
    events += sequence.count
    frames += outcome.frames
    guard !outcome.isEmpty else { return }
    failingRuns += 1
    for check in outcome.failedChecks {
      if failures[check] == nil {
        failures[check] = FirstFailure(
          check: check, run: run, events: sequence, evidence: outcome.evidence(for: check))
      }
      failures[check]?.runs += 1
    }
  }
}
