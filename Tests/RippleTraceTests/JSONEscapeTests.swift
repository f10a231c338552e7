import Testing

@testable import RippleTrace

/// The escapes of JSON strings: `\` and `"` always, the short escapes JSON defines, and
/// `\uXXXX` for every other control a terminal could act on, DEL and C1 included.
@Suite struct JSONEscapeTests {
  @Test(arguments: [
    ("a\\b", #""a\\b""#),
    ("\\", #""\\""#),
    ("\u{08}x", #""\bx""#),
    ("\u{0C}x", #""\fx""#),
    ("\u{7F}q", #""\u007Fq""#),
    ("\u{9B}q", #""\u009Bq""#),
  ])
  func escapesWhatJSONAndTerminalsNeed(value: String, spelled: String) {
    #expect(JSONText.string(value) == spelled)
    var json = JSONLine()
    json.string(value)
    #expect(json.text == spelled)
  }

  /// A node name with a backslash or a backspace is written so that it reads back the same.
  @Test func namesWithEscapesRoundTrip() throws {
    let text = #"""
      {"ripplescope": 1, "name": "a\\b\b\u007f", "scene": {"width": 20, "height": 20, "children": [{"name": "ripple", "forEach": "ripples", "radius": 3, "fill": "gray"}]}}
      """#
    let trace = try Trace(bytes: Array(text.utf8), file: "t.ripple.jsonl")
    #expect(trace.header.name == "a\\b\u{08}\u{7F}")
    let reread = try Trace(bytes: Array(TraceWriter.text(for: trace).utf8), file: "t.ripple.jsonl")
    #expect(reread.header.name == trace.header.name)
  }
}
