/// Anything that yields a trace's lines one at a time: a streaming file reader or an
/// in-memory trace.
public protocol TraceLineSource {
  /// The trace's header.
  var header: TraceHeader { get }
  /// The next event or expectation, or `nil` at the end.
  ///
  /// Loops over millions of lines switch on the result (`case .event(let event)?`,
  /// `case nil`) rather than bind it with `while let`: the binding copies the line, and
  /// destroying a `TraceLine?` is a call into the runtime, made twice per line instead of
  /// once.
  mutating func next() throws(TraceError) -> TraceLine?
}

extension TraceLineSource {
  /// Reads every remaining line, handing each event to `body` in file order; expectation
  /// lines are read (so checked) and passed over.
  /// - Throws: The source's first ``TraceError``.
  public mutating func forEachEvent(_ body: (TraceEvent) -> Void) throws(TraceError) {
    // A switch, not `while let` (``next()``).
    while true {
      switch try next() {
      case .event(let event)?: body(event)
      case .expectation?: continue
      case nil: return
      }
    }
  }
}
