import RippleTrace

/// A ripple as drawn at one instant: its phase, transition values and alpha (SPEC §6, §7).
public struct RipplePresentation: Sendable, Equatable {
  /// The ripple record and its lifecycle.
  public let ripple: Ripple
  /// The phase at the instant.
  public let phase: RipplePhase
  /// The presented transition values, opacity clamped to 0…1.
  public let values: TransitionValues
  /// Fill alpha × node opacity × transition opacity × every ancestor's opacity.
  public let alpha: Double
}
