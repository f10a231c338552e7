import Foundation
import Testing

/// `ripplescope check` strictness (SPEC §1.3), end to end: tests from mutation testing.
@Suite struct CheckStrictnessTests {
  /// Runs `check` on a trace's text.
  private func check(_ text: String) throws -> Executable.Outcome {
    try Executable.run(["check"], onTrace: text)
  }

  private let header = """
    {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [\
    {"name": "base", "fill": "primary"}, \
    {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray"}]}}
    """

  /// `findings` is "the exact number of finding instances": expecting fewer than were found
  /// fails too, not only expecting more. An `up` with no pointer down is one `orphan-event`
  /// (SPEC §3, §7), so `findings: 0` must fail. (Mutant M01: `count > findings.count`.)
  @Test func findingsCountFailsWhenFewerAreExpected() throws {
    let outcome = try check(
      header + "\n"
        + #"{"t": 0, "type": "up", "pointer": 1, "x": 150, "y": 40}"# + "\n"
        + #"{"expect": {"findings": 0}}"# + "\n")
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("expected findings 0, got 1 (orphan-event ×1)"))
    #expect(outcome.stdout.hasSuffix("0 passed, 1 failed\n"), "\(outcome.stdout)")
  }

  /// `"transmittance": null` expects a live ripple whose disk covers no sample (SPEC §7); a
  /// ripple that is gone has no transmittance at all, so the expectation fails. The removal
  /// with animation "none" ends at once (SPEC §6): ripple 1 is gone from t = 0.1.
  /// (Mutant M02: `case (nil, nil): break` passes it.)
  @Test func nullTransmittanceOfAGoneRippleFails() throws {
    let header = self.header.replacingOccurrences(
      of: "]}}", with: #"]}, "recorder": {"onUp": {"animation": "none"}}}"#)
    let outcome = try check(
      header + "\n"
        + #"{"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}"# + "\n"
        + #"{"t": 0.1, "type": "up", "pointer": 1}"# + "\n"
        + #"{"t": 0.5, "expect": {"ripple": 1, "phase": "gone"}}"# + "\n"
        + #"{"t": 0.5, "expect": {"ripple": 1, "transmittance": null}}"# + "\n")
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout.contains(
        "expected ripple 1 transmittance null, got none: the ripple is gone"))
    #expect(outcome.stdout.hasSuffix("1 passed, 1 failed\n"), "\(outcome.stdout)")
  }

  /// An expect line for a ripple not created yet says that no such ripple exists and how
  /// many were created by then, not "got 1 ripple", which read as the live count; a down
  /// later in the file at the same instant comes after the expect line (trace-author
  /// walkthrough).
  @Test func aRippleNotCreatedYetIsSaidToNotExist() throws {
    let outcome = try check(
      header + "\n"
        + #"{"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}"# + "\n"
        + #"{"t": 0.1, "expect": {"ripple": 2, "phase": "inserting"}}"# + "\n"
        + #"{"t": 0.1, "type": "down", "pointer": 2, "x": 150, "y": 40}"# + "\n")
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout.contains(
        "expected ripple 2, but no ripple 2 exists at t=0.1: 1 ripple created by then"),
      "\(outcome.stdout)")
  }

  /// An occluder no layer painted then is named is said to be one, with the closest name:
  /// the removed ripple is occluded by `base` at 0.6 s (SPEC §4, §8), and `bsae` is a slip.
  @Test func anUnknownOccluderIsToldTheClosestLayer() throws {
    let header = self.header.replacingOccurrences(
      of: #""fill": "gray"}"#,
      with: #""fill": "gray", "transition": {"insertion": "scale", "removal": "opacity"}}"#)
    let outcome = try check(
      header + "\n"
        + #"{"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}"# + "\n"
        + #"{"t": 0.5, "type": "up", "pointer": 1}"# + "\n"
        + #"{"t": 0.6, "expect": {"ripple": 1, "occluder": "bsae"}}"# + "\n"
        + #"{"t": 0.6, "expect": {"ripple": 1, "occluder": null}}"# + "\n")
    #expect(
      outcome.stdout.contains(
        #"expected ripple 1 occluder "bsae", got "base" (no layer painted at this instant is "#
          + #"named "bsae": did you mean "base"?)"#), "\(outcome.stdout)")
    #expect(outcome.stdout.contains(#"expected ripple 1 occluder null, got "base"\#n"#))
  }

  /// A compositing group nested in another is a layer too, though its leaves name only the
  /// outermost: the ripple inside `outer` is covered by `inner` (opacity 0.5), one leaf for it
  /// (SPEC §7), so `innr` is told `inner`.
  @Test func aNestedCompositingGroupIsAKnownLayer() throws {
    let outcome = try check(
      #"{"ripplescope": 1, "scene": {"width": 1, "height": 1, "children": [{"name": "outer", "#
        + #""compositingGroup": true, "children": [{"name": "rip", "forEach": "ripples", "#
        + #""at": "frame", "fill": "gray"}, {"name": "inner", "compositingGroup": true, "#
        + #""opacity": 0.5, "children": [{"name": "x", "fill": "white"}]}]}]}}"# + "\n"
        + #"{"t": 0, "type": "down", "pointer": 1, "x": 0, "y": 0}"# + "\n"
        + #"{"t": 0, "expect": {"ripple": 1, "occluder": "inner"}}"# + "\n"
        + #"{"t": 0, "expect": {"ripple": 1, "occluder": "innr"}}"# + "\n")
    #expect(
      outcome.stdout.contains(#"is named "innr": did you mean "inner"?)"#), "\(outcome.stdout)")
    #expect(outcome.stdout.hasSuffix("1 passed, 1 failed\n"), "\(outcome.stdout)")
  }

  /// `failed` counts expect lines, not keys (`N passed, M failed`, README): one line with two
  /// wrong keys prints two failures but counts once. At t = 0 one ripple is live and, with no
  /// zIndex, is painted above `base` (SPEC §4). (Mutant M03: `failed += messages.count`.)
  @Test func aLineWithTwoWrongKeysCountsOnce() throws {
    let outcome = try check(
      header + "\n"
        + #"{"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}"# + "\n"
        + #"{"t": 0, "expect": {"live": 2, "paintOrder": ["ripple#1", "base"]}}"# + "\n")
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("expected live 2, got 1"))
    #expect(
      outcome.stdout.contains(
        #"expected paintOrder ["ripple#1", "base"], got ["base", "ripple#1"]"#))
    #expect(outcome.stdout.hasSuffix("0 passed, 1 failed\n"), "\(outcome.stdout)")
  }
}
