import RippleTrace
import Testing

/// Reading what ``TraceWriter`` writes gives back the model that was read.
@Suite struct RoundTripTests {
  /// A second valid trace with the variants the full fixture does not use.
  static let variants = """
    // transitions, placements and animations not in valid/full.ripple.jsonl
    {"ripplescope": 1, "name": "tab \\"bar\\"\\n\\u00e9\\ud83d\\ude00", "fps": 59.94, \
    "scene": {"width": 320.5, "height": 44, "children": [\
    {"name": "a", "fill": "Clear", "shape": "roundedRect"}, \
    {"name": "g", "children": [], "opacity": 0}, \
    {"name": "r", "forEach": "ripples", "at": "frame", "shape": "circle", \
    "frame": {"x": -1e6, "y": 0.125, "width": 0, "height": 1e4}, "fill": "#ABCDEF", \
    "transition": [{"insertion": ["slide", "move-leading"], "removal": "move-trailing"}, \
    "move-top", "move-bottom", "identity", "keepAlive", {"scale": 0.00001}, {"scale": 1000}], \
    "zIndex": -3}], \
    "animations": {"x": {"curve": "easeIn", "duration": 3600, "delay": 3600}, \
    "y": {"curve": "spring", "dampingFraction": 0.001}}}, \
    "recorder": {"onDown": {"animation": "none"}, "onUp": {"remove": "last"}, \
    "onCancel": "ignore", "exitWaitsForEnter": false, "maxLive": null}}
    {"t": 1e-7, "type": "state", "set": {"b": false, "a": true}}
    {"t": 0.1, "type": "down", "pointer": 1000000, "x": -1000000, "y": 1e6}
    {"t": 123456.789, "type": "up", "pointer": 1000000, "x": 0.30000000000000004, "y": 5e-324}
    {"t": 123456.789, "expect": {"ripple": 1, "scale": -2.5, "occluder": "a"}}
    {"expect": {"finding": "orphan-event", "findings": 0}}

    """

  @Test(arguments: ["valid/full.ripple.jsonl", "variants"])
  func writeThenReadGivesTheSameTrace(_ name: String) throws {
    let bytes = name == "variants" ? Array(Self.variants.utf8) : try FixtureFiles.bytes(name)
    let original = try Trace(bytes: bytes, file: name)
    let text = TraceWriter.text(for: original)
    let reread = try Trace(bytes: Array(text.utf8), file: "rewritten")
    #expect(reread.withoutLocations == original.withoutLocations)
    #expect(TraceWriter.text(for: reread) == text, "the writer's output is a fixed point")
  }

  @Test func variantsReadAsIntended() throws {
    let trace = try Trace(bytes: Array(Self.variants.utf8), file: "variants")
    #expect(trace.header.name == "tab \"bar\"\né😀")
    guard case .forEach(let ripple) = trace.header.scene.children[2].content else {
      Issue.record("no forEach")
      return
    }
    #expect(
      ripple.transition.insertion == [
        .slide, .move(.leading), .move(.top), .move(.bottom), .identity, .keepAlive,
        .scale(0.00001), .scale(1000),
      ])
    #expect(
      ripple.transition.removal == [
        .move(.trailing), .move(.top), .move(.bottom), .identity, .keepAlive, .scale(0.00001),
        .scale(1000),
      ])
    #expect(
      trace.header.scene.children[0].content
        == .leaf(Leaf(fill: Fill(color: "Clear", alpha: 0), shape: .roundedRect(cornerRadius: 0))))
    #expect(trace.header.recorder == RecorderSettings(downAnimation: .none, removal: .last))
    #expect(
      trace.events.last?.kind
        == .up(pointer: 1_000_000, at: Point(x: 0.30000000000000004, y: .leastNonzeroMagnitude)))
  }

  @Test func canonicalLines() throws {
    let trace = try Trace(bytes: try FixtureFiles.bytes("valid/full.ripple.jsonl"), file: "full")
    let lines = trace.lines.map(TraceWriter.line(for:))
    #expect(lines[0] == #"{"t": 0, "type": "down", "pointer": 1, "x": 120, "y": 40}"#)
    #expect(lines[5] == #"{"t": 0.6, "type": "up", "pointer": 3}"#)
    #expect(
      lines[7] == #"{"t": 0.7, "expect": {"ripple": 2, "occluder": null, "transmittance": null}}"#)
    #expect(
      lines[8] == #"{"t": 0.9, "type": "state", "set": {"disabled": true, "pressed": false}}"#)
    #expect(lines[10] == #"{"expect": {"ripple": 1, "finding": "removal-occluded"}}"#)

    let minimal = TraceHeader(
      name: "m", scene: Scene(width: 10, height: 20, children: []))
    #expect(
      TraceWriter.line(for: minimal)
        == #"{"ripplescope": 1, "name": "m", "scene": {"width": 10, "height": 20, "children": []}}"#
    )
    let text = TraceWriter.text(for: Trace(header: minimal))
    #expect(text.hasSuffix("}\n"))
    #expect(text.split(separator: "\n").count == 1)
  }
}
