import RippleEngine
import RippleTrace

/// Builds a trace from a recorder JSON object and event lines, on the SPEC §2 scene without
/// states, so each test states only what it varies.
func seedTrace(
  recorder: String = "{}",
  ripple: String = #""transition": {"insertion": "scale", "removal": "opacity"}"#,
  sdk: String = "ios17", events: [String]
) throws -> Trace {
  let header = """
    {"ripplescope": 1, "sdk": "\(sdk)", "recorder": \(recorder), "scene": {"width": 300, "height": 80,
     "children": [{"name": "base", "fill": "primary"},
      {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray", \(ripple)}]}}
    """.replacingOccurrences(of: "\n", with: "")
  return try Trace(bytes: Array(([header] + events).joined(separator: "\n").utf8), file: "test")
}

/// `{"t": T, "type": "down", "pointer": P, "x": 150, "y": 40}`.
func down(_ time: Double, _ pointer: Int) -> String {
  #"{"t": \#(time), "type": "down", "pointer": \#(pointer), "x": 150, "y": 40}"#
}

/// `{"t": T, "type": "up", "pointer": P}`.
func up(_ time: Double, _ pointer: Int) -> String {
  #"{"t": \#(time), "type": "up", "pointer": \#(pointer)}"#
}

/// `{"t": T, "type": "cancel", "pointer": P}`.
func cancel(_ time: Double, _ pointer: Int) -> String {
  #"{"t": \#(time), "type": "cancel", "pointer": \#(pointer)}"#
}

/// Applies every event of a trace, retiring ripples gone by each event, and returns the
/// simulation and the recorder's notes.
func simulate(_ trace: Trace) -> (Simulation, [RecorderNote]) {
  var simulation = Simulation(header: trace.header)
  var notes: [RecorderNote] = []
  var retired: [Ripple] = []
  for event in trace.events {
    simulation.retireRipples(goneBy: event.time, into: &retired)
    notes += simulation.apply(event)
  }
  return (simulation, notes)
}
