import RippleEngine
import RippleTrace

/// One ripple alive at one frame, for the timeline: its record as known then and its
/// classification (SPEC §7).
struct LaneSample: Sendable {
  /// The ripple record at the frame (its removal, once requested).
  let ripple: Ripple
  /// Its classification; `nil` when it is not painted.
  let classification: Visibility?
}
