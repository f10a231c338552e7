import RippleTrace

/// A finding code's aggregate: how many instances, the first and the worst, and the fix
/// with the result of re-simulating it.
public struct FindingSummary: Sendable, Equatable {
  /// The code.
  public var code: FindingCode
  /// How many instances the trace has.
  public var count: Int
  /// The earliest instance.
  public var first: Finding
  /// The instance with the largest weight.
  public var worst: Finding
  /// The suggested fix, verified by re-simulation; `nil` when no candidate removed it.
  public var fix: Fix?
  /// The candidates re-simulated before ``fix`` (all of them when it is `nil`) that left the
  /// code in the trace, most direct first.
  public var rejectedFixes: [FixAttempt] = []
}
