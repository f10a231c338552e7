import RippleTrace
import Testing

@testable import RippleViewer

/// The events row of the timeline: a frame that shows several events marks the first.
@Suite struct EventMarkTests {
  @Test func aFrameWithSeveralEventsMarksTheFirst() throws {
    let text = """
      {"ripplescope": 1, "name": "tap", "scene": {"width": 20, "height": 20, "children": [\
      {"name": "ripple", "forEach": "ripples", "radius": 3, "fill": "gray"}]}}
      {"t": 0.001, "type": "down", "pointer": 1, "x": 10, "y": 10}
      {"t": 0.005, "type": "up", "pointer": 1}
      {"t": 1, "type": "cancel", "pointer": 2}
      {"t": 1, "type": "state", "set": {"pressed": true}}
      """
    let trace = try Trace(bytes: Array(text.utf8), file: "tap.ripple.jsonl")
    let model = try TraceModel(path: "tap", source: TraceLineCursor(trace))
    #expect(model.eventMarks(in: 0..<model.frameCount) == [1: .down, 60: .cancel])
  }
}
