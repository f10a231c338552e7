/// A whole trace held in memory: a header and the lines after it, in file order.
///
/// Large traces are read with ``TraceReader`` instead, one line at a time.
public struct Trace: Equatable, Sendable {
  /// The header line.
  public var header: TraceHeader
  /// Every event and expectation, in file order.
  public var lines: [TraceLine]

  /// Creates a trace.
  public init(header: TraceHeader, lines: [TraceLine] = []) {
    self.header = header
    self.lines = lines
  }

  /// The events alone, in file order.
  public var events: [TraceEvent] {
    lines.compactMap { if case .event(let event) = $0 { event } else { nil } }
  }
}
