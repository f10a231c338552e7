import RippleEngine
import RippleTrace

/// One ripple's whole lifecycle, as the report lists it (SPEC §3, §6, §7).
public struct LifecycleEntry: Sendable, Equatable {
  /// The record, its insertion and its removal, if any.
  public var ripple: Ripple
  /// The pointer that released it when that was another finger still down.
  public var removedFromPointer: Int?
  /// Whether the ripple was still alive at the end of the trace.
  public var isAliveAtEnd: Bool
  /// Whether its pointer was still down at the end of the trace.
  public var isPointerDownAtEnd: Bool
  /// Frames spent in each phase and classification.
  public var visibility: VisibilityTally
  /// The codes of the findings about this ripple, among those the analysis looked for.
  public var findings: [FindingCode]

  /// Creates an entry.
  public init(
    ripple: Ripple, removedFromPointer: Int? = nil, isAliveAtEnd: Bool = false,
    isPointerDownAtEnd: Bool = false, visibility: VisibilityTally = VisibilityTally(),
    findings: [FindingCode] = []
  ) {
    self.ripple = ripple
    self.removedFromPointer = removedFromPointer
    self.isAliveAtEnd = isAliveAtEnd
    self.isPointerDownAtEnd = isPointerDownAtEnd
    self.visibility = visibility
    self.findings = findings
  }
}
