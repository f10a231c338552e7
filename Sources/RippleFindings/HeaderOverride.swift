import RippleTrace

/// A trace's lines under another header: the what-if trace a fix describes.
struct HeaderOverride<Base: TraceLineSource>: TraceLineSource {
  let header: TraceHeader
  var base: Base

  mutating func next() throws(TraceError) -> TraceLine? { try base.next() }
}
