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

/// The engine's self-checks: what must hold on any input, however odd (issue #5).
public enum EngineCheck: String, Hashable, Sendable, CaseIterable {
  /// Ripple ids are 1, 2, 3… in order of creation: the live ripples' ids strictly increase
  /// and each `down` creates the next one.
  case idsIncrease = "ids-increase"
  /// A ripple's removal, once made, never changes, and a ripple is retired at most once.
  case removedOnce = "removed-once"
  /// appended ≤ removal requested ≤ removal starts ≤ gone, and no ripple is retired before
  /// it is gone.
  case goneAfterAppended = "gone-after-appended"
  /// A ripple's alpha stays finite in 0…1; its scale and offsets stay finite and within what
  /// its transition's active values and a spring's overshoot allow.
  case presentationInRange = "presentation-in-range"
  /// The paint order lists every scene leaf and every live ripple exactly once.
  case paintOrderPermutation = "paint-order-permutation"
  /// Re-simulating the events from scratch, without retiring anything, paints and classifies
  /// every ripple exactly as the streaming replay does.
  case classificationStable = "classification-stable"
  /// `TraceWriter`'s text of the trace reads back as the same trace.
  case writerRoundTrip = "writer-round-trip"
  /// The replay of a trace that was read without an error runs to its end without one.
  case replayCompletes = "replay-completes"
}
