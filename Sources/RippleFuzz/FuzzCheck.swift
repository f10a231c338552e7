import RippleTrace

/// One named invariant a generated sequence must not break (issue #5): every finding of
/// SPEC §7 is a failure class, plus the engine's self-checks.
public enum FuzzCheck: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The analysis reported a finding of this code.
  case finding(FindingCode)
  /// An engine self-check failed: a bug in ripplescope itself, whatever the input.
  case engine(EngineCheck)

  /// Every check, findings in SPEC §7's table order, then the self-checks.
  public static let allCases: [FuzzCheck] =
    FindingCode.allCases.map(FuzzCheck.finding) + EngineCheck.allCases.map(FuzzCheck.engine)

  /// The check's name, as in file names: the finding code, or the self-check's name.
  public var name: String {
    switch self {
    case .finding(let code): code.rawValue
    case .engine(let check): check.rawValue
    }
  }

  /// The check with a name, if there is one.
  public init?(name: String) {
    guard let check = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = check
  }

  /// The name.
  public var description: String { name }

  /// Orders checks as ``allCases`` lists them.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
