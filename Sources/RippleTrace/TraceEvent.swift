/// One input event of a trace (SPEC §1.2).
public struct TraceEvent: Equatable, Sendable {
  /// Seconds since the trace started, finite and ≥ 0.
  public var time: Double
  /// What happened.
  public var kind: Kind

  /// Creates an event.
  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// What happened at an instant.
  public enum Kind: Equatable, Sendable {
    /// A finger touched down at a position.
    case down(pointer: Int, at: Point)
    /// A finger moved.
    case move(pointer: Int, to: Point)
    /// A finger lifted, optionally at a position.
    case up(pointer: Int, at: Point?)
    /// The system cancelled a finger's gesture.
    case cancel(pointer: Int)
    /// Named boolean states changed.
    case state([String: Bool])
  }
}

/// A position in scene points; it may lie outside the bounds.
public struct Point: Equatable, Hashable, Sendable {
  /// Horizontal position.
  public var x: Double
  /// Vertical position, y down.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
