/// Where a ripple is in its lifecycle (SPEC §6 Phases).
public enum RipplePhase: String, Equatable, Sendable, CaseIterable {
  /// From its append until its insertion animation ends.
  case inserting
  /// Until its removal starts.
  case present
  /// Until its removal animation ends.
  case removing
  /// No longer drawn.
  case gone
}
