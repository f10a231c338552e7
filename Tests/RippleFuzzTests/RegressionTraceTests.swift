import RippleCheck
import RippleTrace
import Testing

@testable import RippleFuzz

/// Shrunk regression traces (issue #5): they re-read, pass `ripplescope check`, pin the
/// failure, and come out byte-identical for the same seed.
@Suite struct RegressionTraceTests {
  static let provenance = FuzzProvenance(
    source: "traces/seed.ripple.jsonl", seed: 1, run: 0, maxEvents: 24, wellFormed: false)

  func regressions(seed: UInt64 = 1, runs: Int = 20) throws -> [RegressionTrace] {
    let header = try TestHeaders.seed()
    let campaign = FuzzCampaign(
      header: header, settings: GeneratorSettings(header: header, maxEvents: 16), seed: seed)
    return try campaign.run(runs: runs).firstFailures.map { failure in
      let (events, log) = campaign.shrink(failure)
      return try RegressionTrace(
        check: failure.check, header: header, events: events, evidence: failure.evidence,
        provenance: Self.provenance, log: log)
    }
  }

  @Test func rereadPassTheCheckerAndPinTheFailingCheck() throws {
    let traces = try regressions()
    #expect(traces.count >= 4)
    for regression in traces {
      let reread = try Trace(bytes: Array(regression.text.utf8), file: regression.fileName)
      let result = try ExpectationChecker.check(TraceLineCursor(reread))
      #expect(result.failed == 0, "\(regression.fileName): \(result.failures)")
      #expect(result.passed >= 2)
      #expect(regression.verification == result)
      #expect(reread.events == regression.trace.events)
      #expect(regression.fileName.hasPrefix(regression.check.name + "-"))
      #expect(regression.fileName.hasSuffix(".ripple.jsonl"))
      #expect(regression.text.hasPrefix("// "))
      guard case .finding(let code) = regression.check else { continue }
      let expectations = regression.trace.lines.compactMap { line -> RippleTrace.Expectation? in
        if case .expectation(let expectation) = line { expectation } else { nil }
      }
      #expect(expectations.contains { $0.finding == code })
      #expect(expectations.contains { $0.findings != nil })
      #expect(expectations.allSatisfy { $0.time == nil })
    }
  }

  @Test func sameSeedGivesByteIdenticalTraces() throws {
    let first = try regressions(seed: 9, runs: 8)
    let second = try regressions(seed: 9, runs: 8)
    #expect(!first.isEmpty)
    #expect(first.map(\.text) == second.map(\.text))
    #expect(first.map(\.fileName) == second.map(\.fileName))
  }

  @Test func anExpectationThatNoLongerHoldsFailsTheCheck() throws {
    let header = try TestHeaders.seed()
    let tap = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 150, y: 40))),
      TraceEvent(time: 0.5, kind: .up(pointer: 1, at: nil)),
    ]
    let regression = try RegressionTrace(
      check: .finding(.removalOccluded), header: header, events: tap, evidence: nil,
      provenance: Self.provenance, log: ShrinkLog())
    #expect(regression.verification.failed == 0)
    // The same events on the fixed scene: the pinned finding is gone, so check fails.
    let fixed = try TestHeaders.seed(zIndex: "1")
    var trace = regression.trace
    trace.header.scene = fixed.scene
    let result = try ExpectationChecker.check(TraceLineCursor(trace))
    #expect(result.failed > 0)
  }

  /// A scene's names reach the comments (what failed, the explanations): an ESC or a BEL in
  /// one must not act on the terminal the trace is printed on, and a line break in one must
  /// not split its comment line.
  @Test func commentsEscapeControlCharacters() {
    let text = RegressionTrace.comment([
      "hidden by 'ba\u{1B}]0;x\u{07}se\nlabel'", "  ripplescope fuzz t",
    ])
    #expect(
      text == "// hidden by 'ba\\u001B]0;x\\u0007se\\u000Alabel'\n//   ripplescope fuzz t\n")
  }

  /// The command in a regression trace's comment can be pasted into a shell whatever the
  /// scene trace's path.
  @Test func theCommandQuotesAPathAShellWouldSplit() {
    #expect(FuzzProvenance.shellQuoted("traces/seed.ripple.jsonl") == "traces/seed.ripple.jsonl")
    #expect(FuzzProvenance.shellQuoted("my scene.jsonl") == "'my scene.jsonl'")
    #expect(FuzzProvenance.shellQuoted("it's") == #"'it'\''s'"#)
    // A path starting with `-` is named from `./`, or the command reads it as an option.
    let dashed = FuzzProvenance(
      source: "-w.ripple.jsonl", seed: 1, run: 0, maxEvents: 32, wellFormed: false)
    #expect(
      dashed.command == "ripplescope fuzz ./-w.ripple.jsonl --seed 1 --runs 1 --max-events 32")
  }
}
