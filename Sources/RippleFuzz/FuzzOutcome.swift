/// What one run broke: for each failed check, the first evidence of it.
public struct FuzzOutcome: Sendable, Equatable {
  private var evidence: [FuzzCheck: FailureEvidence] = [:]
  /// The frame instants the replay visited (SPEC §7), a measure of the work done.
  public internal(set) var frames = 0

  /// Nothing failed yet.
  public init() {}

  /// The failed checks, in ``FuzzCheck/allCases`` order.
  public var failedChecks: [FuzzCheck] { evidence.keys.sorted() }

  /// Whether nothing failed.
  public var isEmpty: Bool { evidence.isEmpty }

  /// Whether a check failed.
  public func fails(_ check: FuzzCheck) -> Bool { evidence[check] != nil }

  /// The first evidence of a failed check.
  public func evidence(for check: FuzzCheck) -> FailureEvidence? { evidence[check] }

  /// Records a failure; only the first evidence of each check is kept.
  public mutating func record(_ check: FuzzCheck, _ failure: @autoclosure () -> FailureEvidence) {
    guard evidence[check] == nil else { return }
    evidence[check] = failure()
  }
}
