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
  /// The occlusion errors ``fix`` brings, when every candidate that removes the code brings
  /// some: ``fix`` is then the one that brings the fewest. `nil` for a fix that brings none.
  public var fixBrings: BroughtErrors?
  /// The siblings ``fix`` paints its raised nodes above, which were painted above them: what
  /// it changes in the scene's paint order (``Fix/paintsAbove(in:)``).
  public var fixPaintsAbove: [PaintedAbove] = []
  /// The other candidates re-simulated (all of them when ``fix`` is `nil`), in the order
  /// they were tried, each with an instance it left or an error it brought.
  public var rejectedFixes: [FixAttempt] = []
}
