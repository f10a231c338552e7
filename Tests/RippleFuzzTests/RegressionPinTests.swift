import RippleCheck
import RippleTrace
import Testing

@testable import RippleFuzz

/// Regression traces pin each finding instance by a ripple not pinned yet (from mutation
/// testing: the first ripple was pinned even when pinned already).
@Suite struct RegressionPinTests {
  /// Two `ripple-pileup` episodes (SPEC §7: more than 10 ripples alive at once; one finding
  /// per episode) that share ripple 1: pointer 1 stays down and `matching` removes only a
  /// finger's own record, with animation "none" (gone at once, SPEC §3, §6). Episode 1 holds
  /// ripples 1…11, episode 2 ripples 1…10 and 12. Each episode gets a `finding` pin with its
  /// first ripple not pinned yet: 1, then 2 — not ripple 1 twice.
  @Test func eachInstanceIsPinnedByARippleNotPinnedYet() throws {
    let header = try Trace(
      bytes: Array(
        #"""
        {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [{"name": "base", "fill": "primary"}, {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray"}]}, "recorder": {"onUp": {"remove": "matching", "animation": "none"}}}
        """#.utf8),
      file: "pileup.ripple.jsonl"
    ).header
    let here = Point(x: 150, y: 40)
    var events = (1...11).map {
      TraceEvent(time: 0.1 * Double($0), kind: .down(pointer: $0, at: here))
    }
    events.append(TraceEvent(time: 1.5, kind: .up(pointer: 11, at: nil)))
    events.append(TraceEvent(time: 1.6, kind: .down(pointer: 12, at: here)))
    let regression = try RegressionTrace(
      check: .finding(.ripplePileup), header: header, events: events, evidence: nil,
      provenance: FuzzProvenance(
        source: "pileup.ripple.jsonl", seed: 1, run: 0, maxEvents: 13, wellFormed: false),
      log: ShrinkLog())
    let pinned = regression.trace.lines.compactMap { line -> Int? in
      guard case .expectation(let expectation) = line, expectation.finding == .ripplePileup
      else { return nil }
      return expectation.ripple
    }
    #expect(pinned == [1, 2])
    #expect(regression.verification.failed == 0)
  }
}
