import RippleEngine
import RippleFindings
import RippleTrace

/// Runs one press sequence on a scene through the full engine, compositor and findings
/// analysis, and tells which checks it breaks (issue #5).
///
/// Pure: the same header and events always give the same outcome.
public struct FuzzOracle: Sendable {
  /// The scene, recorder, SDK and frame rate every sequence runs with.
  public let header: TraceHeader
  /// Why the writer's header line does not read back as the header, if it does not: the same
  /// for every run, so checked once.
  private let headerProblem: String?
  /// The simulation every run starts from, which derives what it needs from the header once
  /// for them all.
  private let start: Simulation

  /// Prepares runs on a trace's header.
  public init(header: TraceHeader) {
    self.header = header
    headerProblem = Self.roundTripProblem(of: header)
    start = Simulation(header: header)
  }

  /// The trace a sequence makes: the header and the events, nothing else.
  public func trace(of events: [TraceEvent]) -> Trace {
    Trace(header: header, lines: events.map(TraceLine.event))
  }

  /// Runs a sequence and checks it.
  ///
  /// The analysis skips per-frame tallies and looks only for the finding codes among
  /// `checks`; it visits frames whenever an occlusion code or any self-check is asked for.
  /// - Parameters:
  ///   - checks: The checks to make; all by default.
  ///   - presenceOnly: Whether only which checks fail matters, as while a campaign runs or a
  ///     shrinker tries candidates: then an occlusion window stops being classified once its
  ///     outcome is decided (``AnalysisScope/presenceOnly``), and the evidence of an
  ///     occlusion finding may quote a partial share of its frames.
  public func run(
    _ events: [TraceEvent], checking checks: Set<FuzzCheck> = Set(FuzzCheck.allCases),
    presenceOnly: Bool = false
  ) -> FuzzOutcome {
    Self.run(
      trace(of: events), from: start, headerProblem: headerProblem, checking: checks,
      presenceOnly: presenceOnly)
  }

  /// Runs a whole trace (its expectations are visited, not checked) and checks it.
  public static func run(
    _ trace: Trace, checking checks: Set<FuzzCheck> = Set(FuzzCheck.allCases)
  ) -> FuzzOutcome {
    run(
      trace, from: Simulation(header: trace.header),
      headerProblem: roundTripProblem(of: trace.header), checking: checks, presenceOnly: false)
  }

  private static func run(
    _ trace: Trace, from start: Simulation, headerProblem: String?, checking checks: Set<FuzzCheck>,
    presenceOnly: Bool
  ) -> FuzzOutcome {
    var codes: Set<FindingCode> = []
    var engineChecks: Set<EngineCheck> = []
    for check in checks {
      switch check {
      case .finding(let code): codes.insert(code)
      case .engine(let engineCheck): engineChecks.insert(engineCheck)
      }
    }
    if !engineChecks.isEmpty { codes = Set(FindingCode.allCases) }
    var outcome = FuzzOutcome()
    var audit = EngineAudit(start: start, checks: engineChecks)
    do {
      _ = try FindingsAnalysis.run(
        TraceLineCursor(trace), from: start,
        scope: AnalysisScope(tallies: false, codes: codes, presenceOnly: presenceOnly)
      ) { output in
        guard case .finding(let finding) = output, checks.contains(.finding(finding.code)) else {
          return
        }
        outcome.record(
          .finding(finding.code),
          FailureEvidence(
            message: finding.explanation, ripples: finding.ripples, time: finding.start))
      } visit: { step, simulation in
        if case .frames(let span) = step { outcome.frames += span.count }
        audit.observe(step, simulation)
      }
    } catch {
      outcome.record(.engine(.replayCompletes), FailureEvidence(message: error.description))
    }
    for check in audit.outcome.failedChecks {
      if let evidence = audit.outcome.evidence(for: check) { outcome.record(check, evidence) }
    }
    if engineChecks.contains(.writerRoundTrip),
      let problem = headerProblem ?? roundTripProblem(of: trace)
    {
      outcome.record(.engine(.writerRoundTrip), FailureEvidence(message: problem))
    }
    return outcome
  }

  /// Why the writer's header line does not read back as the same header, if it does not.
  private static func roundTripProblem(of header: TraceHeader) -> String? {
    do {
      let line = Array(TraceWriter.line(for: header).utf8)
      let reread = try TraceReader(bytes: line, file: "fuzz.ripple.jsonl").header
      return reread == header ? nil : "the header reads back differently"
    } catch {
      return "the written header does not read back: \(error.description)"
    }
  }

  /// Why the writer's lines of a trace do not read back, after its header, as the same lines,
  /// if they do not. Expectations compare without their locations, which name the lines they
  /// were read from.
  private static func roundTripProblem(of trace: Trace) -> String? {
    do {
      let reread = try Trace(
        reader: TraceReader(
          header: trace.header, linesAfterHeader: TraceWriter.bytes(for: trace.lines),
          file: "fuzz.ripple.jsonl"))
      for (index, pair) in zip(trace.lines, reread.lines).enumerated()
      where pair.0.withoutLocation != pair.1.withoutLocation {
        return "line \(index + 2) reads back differently: \(TraceWriter.line(for: pair.1))"
      }
      if reread.lines.count != trace.lines.count {
        return "\(trace.lines.count) lines written, \(reread.lines.count) read back"
      }
      return nil
    } catch {
      return "the written trace does not read back: \(error.description)"
    }
  }
}

extension TraceLine {
  /// The line with an expectation's location blanked.
  fileprivate var withoutLocation: TraceLine {
    guard case .expectation(var expectation) = self else { return self }
    expectation.location = SourceLocation(file: "", line: 0, column: 0)
    return .expectation(expectation)
  }
}
