import RippleTrace

/// The first run that failed a check, and how many runs failed it.
public struct FirstFailure: Sendable, Equatable {
  /// The check.
  public let check: FuzzCheck
  /// The first failing run.
  public let run: Int
  /// Its sequence.
  public let events: [TraceEvent]
  /// What the check reported.
  public let evidence: FailureEvidence?
  /// Runs that failed the check.
  public internal(set) var runs = 0
}
