import RippleTrace

/// A trace's lines under another header: the what-if trace a fix describes (the viewer's
/// `f` key replays it).
struct FixedTraceSource<Base: TraceLineSource>: TraceLineSource {
  /// The header with the fix applied.
  let header: TraceHeader
  /// The original lines.
  var base: Base

  mutating func next() throws(TraceError) -> TraceLine? { try base.next() }
}
