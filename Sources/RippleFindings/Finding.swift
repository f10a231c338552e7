import RippleTrace

/// One diagnosed bug: what went wrong, to which ripples, when, why, and how to fix it
/// (SPEC §7 Findings).
public struct Finding: Sendable, Equatable {
  /// The finding's code.
  public var code: FindingCode
  /// The ripples involved (empty for `orphan-event`).
  public var ripples: [Int]
  /// When it starts.
  public var start: Double
  /// When it ends.
  public var end: Double
  /// How bad it is, for ranking the worst example: e.g. the share of occluded frames.
  public var weight: Double
  /// Writes ``explanation``.
  private var explain: @Sendable () -> String

  /// One line naming the layers and the rule involved.
  ///
  /// Written when asked for: a long trace counts most instances without showing them.
  public var explanation: String { explain() }

  /// Creates a finding.
  /// - Parameter explanation: The explanation, evaluated each time it is asked for.
  public init(
    code: FindingCode, ripples: [Int], start: Double, end: Double,
    explanation: @autoclosure @escaping @Sendable () -> String, weight: Double = 1
  ) {
    self.code = code
    self.ripples = ripples
    self.start = start
    self.end = end
    self.explain = explanation
    self.weight = weight
  }

  /// Whether two findings say the same, explanation included.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.code == rhs.code && lhs.ripples == rhs.ripples && lhs.start == rhs.start
      && lhs.end == rhs.end && lhs.weight == rhs.weight && lhs.explanation == rhs.explanation
  }

  /// The code's severity (SPEC §7 table).
  public var severity: Severity { code.severity }
}

/// How serious a finding is.
public enum Severity: String, Sendable, Equatable, Comparable, CaseIterable {
  /// Informational: the input itself is odd.
  case info
  /// Likely a bug.
  case warning
  /// Certainly a bug the user sees.
  case error

  /// Orders info < warning < error.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

extension FindingCode {
  /// The severity SPEC §7 gives the code.
  public var severity: Severity {
    switch self {
    case .removalOccluded, .insertionOccluded, .stuckRipple, .wrongRippleRemoved: .error
    case .removalReordered, .instantRemoval, .noVisibleFeedback, .ripplePileup: .warning
    case .orphanEvent: .info
    }
  }
}
