/// One input event of a trace (SPEC §1.2).
public struct TraceEvent: Equatable, Sendable {
  /// The latest `t` a trace may give, in seconds (about 31.7 years): frame indices up to it
  /// stay small and exact at any frame rate (SPEC §1 sets no bound; this one keeps a single
  /// line from asking for more frames than any run can visit).
  public static let maximumTime = 1e9

  /// Seconds since the trace started, finite and in 0…``maximumTime``.
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
