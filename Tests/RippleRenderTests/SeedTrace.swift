import Foundation
import RippleEngine
import RippleRender
import RippleTrace

/// The seed bug (SPEC §8): the SPEC §2 scene, one press at (150, 40), down at 0, up at 0.5.
enum SeedTrace {
  static let text = """
    {"ripplescope": 1, "name": "seed RButton", "sdk": "ios17", "fps": 60, "scene": {"width": 300, "height": 80, "children": [{"name": "base", "fill": "primary"}, {"name": "body", "opacity": {"when": "disabled", "then": 0.5, "else": 1}, "children": [{"name": "background", "fill": "blue"}, {"name": "label", "fill": "white", "frame": {"x": 110, "y": 30, "width": 80, "height": 20}}]}, {"name": "dim", "fill": "primary", "opacity": {"when": "disabled", "then": 0.5, "else": 0}}, {"name": "ripple", "forEach": "ripples", "shape": "circle", "radius": 50, "fill": "gray", "transition": {"insertion": "scale", "removal": "opacity"}}], "animations": {"disabled": {"curve": "easeInOut", "duration": 0.3}}}}
    {"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}
    {"t": 0.5, "type": "up", "pointer": 1, "x": 150, "y": 40}

    """

  /// The trace in memory.
  static func trace() throws -> Trace {
    try Trace(bytes: Array(text.utf8), file: "seed.ripple.jsonl")
  }

  /// The simulation at an instant: events at or before it applied.
  static func simulation(at time: Double) throws -> Simulation {
    try simulation(of: text, at: time)
  }

  /// The simulation of another trace's text at an instant.
  static func simulation(of text: String, at time: Double) throws -> Simulation {
    let trace = try Trace(bytes: Array(text.utf8), file: "test.ripple.jsonl")
    var seeker = SimulationSeeker(header: trace.header)
    for event in trace.events where event.time <= time { seeker.apply(event) }
    return seeker.simulation(at: time)
  }

  /// The trace written to a temporary file.
  static func file() throws -> String {
    let path = NSTemporaryDirectory() + "ripplescope-seed-\(UUID().uuidString).ripple.jsonl"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
