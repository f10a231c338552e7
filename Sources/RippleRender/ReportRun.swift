import RippleEngine
import RippleFindings
import RippleTrace

/// Produces `ripplescope report` for a trace file, streaming its lines to `output`.
///
/// The file is read once to validate every line, so that a malformed trace prints nothing
/// but its error, then once to analyse it, and once more per candidate fix to prove it.
/// Memory stays bounded by the live ripples.
public enum ReportRun {
  /// The formats `report` writes.
  public enum Format: Sendable {
    /// The lifecycle table and the findings.
    case text
    /// JSON Lines (README.md documents the schema); `all` streams every finding instance.
    case json(all: Bool)
  }

  /// Writes the report of the trace at `path`.
  /// - Parameter warning: Receives the trace's warnings, before anything is written.
  /// - Returns: The most severe finding's severity, `nil` when there is none.
  /// - Throws: The trace's first ``TraceError``, before anything is written; or, once the
  ///   report is stopped by a line that no longer reads, or before its findings and summary
  ///   are written, that the file changed while it was read (``FileStamp``): the report then
  ///   ends without them, so that no one takes the lifecycles written so far for a whole one.
  @discardableResult
  public static func write(
    path: String, format: Format, warning: (TraceWarning) -> Void = { _ in },
    to output: (String) -> Void
  ) throws(TraceError) -> Severity? {
    // The file is read again after the validation, which a file changed in between would
    // not have passed: its analysis would mix two traces and point at lines of another.
    let stamp = FileStamp(path: path)
    let (since, advice) = ("the report began to read it", "run it again")
    return try FileStamp.checking(stamp, of: path, since: since, advice: advice) {
      () throws(TraceError) in
      try writeOnce(
        path: path, format: format, warning: warning,
        beforeSummary: { () throws(TraceError) in
          try stamp?.check(path, since: since, advice: advice)
        }, to: output)
    }
  }

  /// ``write(path:format:warning:to:)``, which calls `beforeSummary` before it writes the
  /// findings and the summary.
  private static func writeOnce(
    path: String, format: Format, warning: (TraceWarning) -> Void,
    beforeSummary: () throws(TraceError) -> Void, to output: (String) -> Void
  ) throws(TraceError) -> Severity? {
    let (header, warnings) = try TraceReader.validate(path: path)
    warnings.forEach(warning)
    // Text shows the control characters of a trace's names escaped; JSON escapes them itself.
    let isText = if case .text = format { true } else { false }
    func emit(_ line: String) { output(isText ? TerminalText.escapingControls(line) : line) }
    let reader = try TraceReader(path: path)
    var ripples = 0
    var aliveAtEnd = 0
    switch format {
    case .text: LifecycleTable.heading(for: header, file: path).forEach(emit)
    case .json: emit(ReportJSON.traceLine(for: header, file: path))
    }
    let (findings, end) = try FindingsAnalysis.run(reader) { result in
      if case .lifecycle(let entry) = result {
        ripples += 1
        if entry.isAliveAtEnd { aliveAtEnd += 1 }
      }
      switch (result, format) {
      case (.lifecycle(let entry), .text):
        emit(LifecycleTable.row(for: entry, recorder: header.recorder))
        emit(LifecycleTable.visibilityLine(for: entry, fps: header.fps))
      case (.lifecycle(let entry), .json):
        emit(ReportJSON.rippleLine(for: entry, recorder: header.recorder))
      case (.finding(let finding), .json(all: true)):
        emit(ReportJSON.findingLine(for: finding))
      case (.finding, _):
        break
      }
    }
    let summaries = try FindingsAnalysis.verifyingFixes(
      findings.summaries, header: header,
      open: { () throws(TraceError) in try TraceReader(path: path) })
    try beforeSummary()
    switch format {
    case .text:
      emit("")
      emit(
        "\(counted(ripples, "ripple")), \(aliveAtEnd) alive at the end"
          + " (t = \(DecimalText.fixed(end)) s)")
      emit("")
      FindingsText.lines(for: summaries, count: findings.count).forEach(emit)
    case .json:
      summaries.map(ReportJSON.findingSummaryLine).forEach(emit)
      emit(
        ReportJSON.summaryLine(
          ripples: ripples, aliveAtEnd: aliveAtEnd, findings: findings.count, end: end))
    }
    return summaries.map(\.code.severity).max()
  }
}
