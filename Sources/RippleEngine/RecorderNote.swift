import RippleTrace

/// Something the recorder noticed while applying an event, for findings (SPEC §3, §7).
public enum RecorderNote: Sendable, Equatable {
  /// `up`/`cancel` for a pointer that is not down, or `down` for one already down.
  case orphanEvent(time: Double, pointer: Int, kind: OrphanKind)
  /// A release removed a record created by another pointer that is still down.
  case wrongRippleRemoved(time: Double, ripple: Int, releasedPointer: Int, ownerPointer: Int)

  /// Which way an event was out of step with its pointer.
  public enum OrphanKind: String, Sendable, Equatable {
    /// `up` for a pointer not down.
    case up
    /// `cancel` for a pointer not down.
    case cancel
    /// `down` for a pointer already down.
    case down
  }
}
