import RippleEngine
import RippleFindings
import RippleTrace

/// Produces `ripplescope report` for a trace file, streaming its lines to `output`.
///
/// The file is read twice: once to validate every line, so that a malformed trace prints
/// nothing but its error, and once to analyse it. Memory stays bounded by the live ripples.
public enum ReportRun {
  /// The two formats `report` writes.
  public enum Format: Sendable {
    /// The lifecycle table.
    case text
    /// JSON Lines (README.md documents the schema).
    case json
  }

  /// Writes the report of the trace at `path`.
  /// - Throws: The trace's first ``TraceError``, before anything is written.
  public static func write(path: String, format: Format, to output: (String) -> Void)
    throws(TraceError)
  {
    var validation = try TraceReader(path: path)
    while try validation.next() != nil {}

    let reader = try TraceReader(path: path)
    let header = reader.header
    var ripples = 0
    var aliveAtEnd = 0
    switch format {
    case .text: LifecycleTable.heading(for: header, file: path).forEach(output)
    case .json: output(ReportJSON.traceLine(for: header, file: path))
    }
    var analyzer = TraceAnalyzer()
    func emit(_ entry: LifecycleEntry) {
      ripples += 1
      if entry.isAliveAtEnd { aliveAtEnd += 1 }
      switch format {
      case .text: output(LifecycleTable.row(for: entry, recorder: header.recorder))
      case .json: output(ReportJSON.rippleLine(for: entry, recorder: header.recorder))
      }
    }
    var end = 0.0
    var replay = Replay(reader)
    try replay.run { step, simulation in
      if case .end(let time) = step { end = time }
      analyzer.observe(step, in: simulation, emit: emit)
    }
    switch format {
    case .text:
      output("")
      output(
        "\(ripples) \(ripples == 1 ? "ripple" : "ripples"), \(aliveAtEnd) alive at the end"
          + " (t = \(TimeFormat.seconds(end)) s)")
    case .json:
      output(ReportJSON.summaryLine(ripples: ripples, aliveAtEnd: aliveAtEnd, end: end))
    }
  }
}
