import RippleFindings
import RippleRender
import RippleTrace
import Testing

/// What the text and JSON reports say about a fix that brings occlusion errors.
@Suite struct FindingsTextTests {
  /// Identity removals of ripples 1 (x 60) and 2 (x 240) over an opaque base, ripple 3 held
  /// on ripple 1's spot: every candidate that animates the removals brings `removal-occluded`
  /// (SPEC §4: beneath the base under rule 1; with `zIndex: 1`, ripple 1 still fades beneath
  /// ripple 3, rule 2), the combination only once, for ripple 1 from its removal at 1 s.
  static func summary() throws -> FindingSummary {
    let lines = [
      #"{"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": ["#
        + #"{"name": "base", "fill": "primary"}, {"name": "ripple", "forEach": "ripples", "#
        + #""radius": 50, "fill": "gray", "transition": {"insertion": "scale", "#
        + #""removal": "identity"}}]}}"#,
      #"{"t": 0, "type": "down", "pointer": 1, "x": 60, "y": 40}"#,
      #"{"t": 0, "type": "down", "pointer": 3, "x": 240, "y": 40}"#,
      #"{"t": 0, "type": "down", "pointer": 2, "x": 60, "y": 40}"#,
      #"{"t": 1, "type": "up", "pointer": 1}"#,
      #"{"t": 1, "type": "up", "pointer": 3}"#,
    ]
    return try summary(of: .instantRemoval, in: lines)
  }

  /// The summary of a code, fixes verified, in the trace of these lines.
  static func summary(of code: FindingCode, in lines: [String]) throws -> FindingSummary {
    let trace = try Trace(bytes: Array(lines.joined(separator: "\n").utf8), file: "test")
    let report = try FindingsAnalysis.analyze { TraceLineCursor(trace) }
    return try #require(report.summaries.first { $0.code == code })
  }

  @Test func theTextSaysWhatTheFixBrings() throws {
    let lines = FindingsText.lines(for: [try Self.summary()], count: 2)
    let fix = try #require(lines.first { $0.hasPrefix("          fix: ") })
    #expect(
      fix.hasSuffix("; it brings 1 occlusion error, the fewest of the candidates that remove it)"))
    let brought = try #require(lines.firstIndex { $0.hasPrefix("            it brings ") })
    #expect(lines[brought].hasPrefix("            it brings removal-occluded, ripple 1, 1.000–"))
    #expect(lines[brought + 1].contains("'ripple#3', painted above it"))
  }

  /// A 50 ms tap on pointer 1 with pointer 2 held on its spot since 10 ms, `zIndex: 1` on the
  /// ripple: `no-visible-feedback` (insertion progress about 11 % at the release, SPEC §7),
  /// whose only candidate, `exitWaitsForEnter`, defers the removal to 0.808 s, when ripple 2,
  /// grown over the same disk and painted above it (SPEC §4 rule 2: removed before current at
  /// the same zIndex), hides its whole fade: one `removal-occluded` brought, nothing compared.
  @Test func theTextSaysWhenTheFixIsTheOnlyCandidate() throws {
    let lines = [
      #"{"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": ["#
        + #"{"name": "base", "fill": "primary"}, {"name": "ripple", "forEach": "ripples", "#
        + #""radius": 50, "fill": "gray", "zIndex": 1, "transition": {"insertion": "scale", "#
        + #""removal": "opacity"}}]}, "recorder": {"onUp": {"remove": "matching"}}}"#,
      #"{"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}"#,
      #"{"t": 0.01, "type": "down", "pointer": 2, "x": 150, "y": 40}"#,
      #"{"t": 0.05, "type": "up", "pointer": 1}"#,
    ]
    let summary = try Self.summary(of: .noVisibleFeedback, in: lines)
    #expect(summary.rejectedFixes.isEmpty)
    #expect(
      FindingsText.fixText(summary)
        == "exitWaitsForEnter: true (verified: re-simulated with it, no no-visible-feedback "
        + "remains; it brings 1 occlusion error, the only candidate that removes it)")
  }

  @Test func theJSONSaysWhatTheFixBrings() throws {
    let line = ReportJSON.findingSummaryLine(for: try Self.summary())
    #expect(
      line.contains(
        #""fixVerified":true,"fixBrings":{"count":1,"first":{"code":"removal-occluded","#))
    #expect(line.contains(#""ripples":[1],"start":1,"#))
  }
}

/// A `zIndex` fix that puts the ripples over a label declared after them says so, in the text
/// and the JSON: it changes every press, not only the finding's (SPEC §4).
extension FindingsTextTests {
  @Test func theReportSaysWhatAZIndexFixPaintsAbove() throws {
    let lines = [
      #"{"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": ["#
        + #"{"name": "base", "fill": "primary"}, {"name": "ripple", "forEach": "ripples", "#
        + #""radius": 50, "fill": "gray", "transition": {"insertion": "scale", "#
        + #""removal": "opacity"}}, {"name": "label", "fill": "white", "#
        + #""frame": {"x": 110, "y": 30, "width": 80, "height": 20}}]}}"#,
      #"{"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}"#,
      #"{"t": 0.5, "type": "up", "pointer": 1}"#,
    ]
    let summary = try Self.summary(of: .removalOccluded, in: lines)
    let text = FindingsText.lines(for: [summary], count: 1)
    let fix = try #require(text.firstIndex { $0.hasPrefix("          fix: zIndex: 1 on ") })
    #expect(
      text[fix + 1] == "            it paints 'ripple' above 'label', which was painted above it")
    let json = ReportJSON.findingSummaryLine(for: summary)
    #expect(json.contains(#""fixPaintsAbove":[{"node":"ripple","siblings":["label"]}]"#))
  }
}
