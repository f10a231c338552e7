import RippleEngine
import RippleTrace

/// One ripple's whole lifecycle, as the report lists it (SPEC §3, §6).
public struct LifecycleEntry: Sendable, Equatable {
  /// The record, its insertion and its removal, if any.
  public var ripple: Ripple
  /// The pointer that released it when that was another finger still down.
  public var removedFromPointer: Int?
  /// Whether the ripple was still alive at the end of the trace.
  public var isAliveAtEnd: Bool
  /// Whether its pointer was still down at the end of the trace.
  public var isPointerDownAtEnd: Bool

  /// Creates an entry.
  public init(
    ripple: Ripple, removedFromPointer: Int? = nil, isAliveAtEnd: Bool = false,
    isPointerDownAtEnd: Bool = false
  ) {
    self.ripple = ripple
    self.removedFromPointer = removedFromPointer
    self.isAliveAtEnd = isAliveAtEnd
    self.isPointerDownAtEnd = isPointerDownAtEnd
  }
}
