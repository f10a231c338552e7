/// Yields the lines of an in-memory ``Trace``.
public struct TraceLineCursor: TraceLineSource, Sendable {
  /// The trace's header.
  public let header: TraceHeader
  private let lines: [TraceLine]
  private var position = 0

  /// Starts at a trace's first line.
  public init(_ trace: Trace) {
    header = trace.header
    lines = trace.lines
  }

  /// The next line, or `nil` at the end.
  public mutating func next() throws(TraceError) -> TraceLine? {
    guard position < lines.count else { return nil }
    defer { position += 1 }
    return lines[position]
  }
}
