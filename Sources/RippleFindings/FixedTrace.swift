import RippleTrace

/// A trace's lines under the header a fix gives it: the what-if trace the tool re-simulates
/// to prove the fix (SPEC §7), and the one the viewer shows with `f`.
public struct FixedTrace: TraceLineSource {
  /// The original header with the fix applied.
  public let header: TraceHeader
  // Not generic over the base, as `Replay` is not: what a generic one would spend on
  // metadata and witness tables at every line outweighs one existential call.
  private var base: any TraceLineSource

  /// The lines of `base` under `fix.applied(to: base.header)`.
  public init(_ base: some TraceLineSource, fixedBy fix: Fix) {
    header = fix.applied(to: base.header)
    self.base = base
  }

  /// The next line of the original trace.
  public mutating func next() throws(TraceError) -> TraceLine? { try base.next() }
}
