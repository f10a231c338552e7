import RippleTrace

/// Aggregates finding instances per code: count, first and worst example, and the first
/// instances in full (SPEC §7: "repeated findings of one code may be reported as a count
/// with the first and the worst examples").
public struct FindingCollector: Sendable, Equatable {
  /// How many instances are kept in full.
  public static let keptInstances = 1000

  /// The first instances, at most ``keptInstances``.
  public private(set) var instances: [Finding] = []
  /// Every instance counted.
  public private(set) var count = 0
  private var byCode: [FindingCode: FindingSummary] = [:]

  /// An empty collector.
  public init() {}

  /// Counts one instance.
  public mutating func add(_ finding: Finding) {
    count += 1
    if instances.count < Self.keptInstances { instances.append(finding) }
    // The summary is changed in place: a copy would retain both of its findings.
    guard let index = byCode.index(forKey: finding.code) else {
      byCode[finding.code] = FindingSummary(
        code: finding.code, count: 1, first: finding, worst: finding, fix: nil)
      return
    }
    byCode.values[index].count += 1
    if finding.start < byCode.values[index].first.start { byCode.values[index].first = finding }
    if finding.weight > byCode.values[index].worst.weight { byCode.values[index].worst = finding }
  }

  /// Whether any instance of a code was counted.
  public func contains(_ code: FindingCode) -> Bool { byCode[code] != nil }

  /// The summary of a code's instances, if any was counted.
  public func summary(of code: FindingCode) -> FindingSummary? { byCode[code] }

  /// One summary per code, most severe first, then in SPEC §7's table order.
  public var summaries: [FindingSummary] {
    FindingCode.allCases.compactMap { byCode[$0] }
      .sorted { $0.code.severity > $1.code.severity }
  }
}
