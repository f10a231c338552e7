import RippleTrace
import Testing

@testable import RippleFuzz

/// The comment and expect lines of a regression trace, as ``RegressionTrace`` writes them.
extension RegressionTraceTests {
  /// A line of exactly ``RegressionTrace/commentWidth`` characters fits; one more word wraps.
  @Test func commentLinesFillTheWholeWidth() {
    let words = Array(repeating: "abcdefg", count: 11) + ["abcde", "end"]
    let text = RegressionTrace.comment([words.joined(separator: " ")])
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.count == RegressionTrace.commentWidth)
    #expect(lines.last == "// end")
  }

  /// The provenance says "well-formed sequences only" exactly when the campaign was.
  @Test(arguments: [false, true])
  func provenanceSaysWhetherSequencesWereWellFormed(wellFormed: Bool) throws {
    let header = try TestHeaders.seed()
    let tap = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 150, y: 40))),
      TraceEvent(time: 0.5, kind: .up(pointer: 1, at: nil)),
    ]
    let provenance = FuzzProvenance(
      source: "traces/seed.ripple.jsonl", seed: 1, run: 0, maxEvents: 24, wellFormed: wellFormed)
    let regression = try RegressionTrace(
      check: .finding(.removalOccluded), header: header, events: tap, evidence: nil,
      provenance: provenance, log: ShrinkLog())
    let line =
      wellFormed
      ? "// Found by run 0, well-formed sequences only, of:\n" : "// Found by run 0 of:\n"
    #expect(regression.text.contains(line))
  }

  /// The shrinking line counts in the singular where there is one: "1 event", not "1 events".
  @Test func theShrinkingLineCountsOneInTheSingular() throws {
    let down = TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 150, y: 40)))
    var log = ShrinkLog()
    log.originalCount = 2
    log.droppedEvents = 1
    log.evaluations = 1
    let regression = try RegressionTrace(
      check: .finding(.stuckRipple), header: try TestHeaders.seed(), events: [down],
      evidence: nil,
      provenance: FuzzProvenance(
        source: "s.ripple.jsonl", seed: 1, run: 0, maxEvents: 2, wellFormed: false),
      log: log)
    #expect(
      regression.text.contains(
        "// Shrunk from 2 to 1 event in 1 re-simulation: dropped 1 event.\n"))
  }

  /// What failed names the ripples and the instant the check saw it, or only what it has.
  @Test(arguments: [
    (
      FailureEvidence(message: "m", ripples: [2], time: 0.25),
      "// What failed (ripple 2, t = 0.250 s): m\n"
    ),
    (FailureEvidence(message: "m", time: 1.5), "// What failed (t = 1.500 s): m\n"),
    (FailureEvidence(message: "m"), "// What failed: m\n"),
  ])
  func whatFailedSaysWhoAndWhen(evidence: FailureEvidence, line: String) throws {
    let down = TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 150, y: 40)))
    let regression = try RegressionTrace(
      check: .finding(.stuckRipple), header: try TestHeaders.seed(), events: [down],
      evidence: evidence, provenance: Self.provenance, log: ShrinkLog())
    #expect(regression.text.contains(line))
  }

  /// When instances have ripples, each is pinned by a ripple and no pin without a ripple
  /// repeats them; only a code whose instances have no ripple gets a pin without one.
  @Test func aRipplelessPinOnlyWhenNoInstanceHasARipple() throws {
    var checked = 0
    for regression in try regressions() {
      guard case .finding(let code) = regression.check else { continue }
      let pins = regression.trace.lines.compactMap { line -> RippleTrace.Expectation? in
        if case .expectation(let expectation) = line, expectation.finding == code {
          expectation
        } else {
          nil
        }
      }
      if pins.contains(where: { $0.ripple != nil }) {
        checked += 1
        #expect(!pins.contains { $0.ripple == nil }, "\(regression.fileName)")
      } else {
        #expect(pins.count == 1, "\(regression.fileName)")
      }
    }
    #expect(checked >= 2)
  }
}
