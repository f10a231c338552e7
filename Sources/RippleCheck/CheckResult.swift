/// The outcome of checking every expectation of one or more traces.
public struct CheckResult: Sendable, Equatable {
  /// Expectation lines that held.
  public var passed = 0
  /// One entry per key that did not hold, in file order.
  public var failures: [CheckFailure] = []
  /// Expectation lines with at least one failed key.
  public var failed = 0

  /// An empty result.
  public init() {}

  /// Adds another result's counts and failures.
  public mutating func merge(_ other: CheckResult) {
    passed += other.passed
    failed += other.failed
    failures += other.failures
  }

  /// `N passed, M failed`.
  public var summary: String { "\(passed) passed, \(failed) failed" }
}
