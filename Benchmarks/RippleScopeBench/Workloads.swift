import Foundation
import RippleFuzz
import RippleTrace

/// The traces the benchmarks run on, made here so that the harness needs nothing else.
enum Workloads {
  /// The seed RButton of `bench/gen_trace.py`: the SPEC §2 scene, cancels handled.
  static let generatedHeader = """
    {"ripplescope":1,"name":"generated","sdk":"ios17","fps":60,"scene":{"width":300,"height":80,"children":[{"name":"base","fill":"primary"},{"name":"body","opacity":{"when":"disabled","then":0.5,"else":1},"children":[{"name":"background","fill":"blue"},{"name":"label","fill":"white","frame":{"x":110,"y":30,"width":80,"height":20}}]},{"name":"dim","fill":"primary","opacity":{"when":"disabled","then":0.5,"else":0}},{"name":"ripple","forEach":"ripples","shape":"circle","radius":50,"fill":"gray","transition":{"insertion":"scale","removal":"opacity"}}],"animations":{"disabled":{"curve":"easeInOut","duration":0.3}}},"recorder":{"onDown":{"animation":"default"},"onUp":{"remove":"first","animation":"default"},"onCancel":"remove"}}
    """

  /// The SPEC §8 worked example: the SPEC §2 scene, one press at (150, 40) from 0 to 0.5.
  static let workedExample = """
    {"ripplescope": 1, "name": "seed RButton", "sdk": "ios17", "fps": 60, "scene": {"width": 300, "height": 80, "children": [{"name": "base", "fill": "primary"}, {"name": "body", "opacity": {"when": "disabled", "then": 0.5, "else": 1}, "children": [{"name": "background", "fill": "blue"}, {"name": "label", "fill": "white", "frame": {"x": 110, "y": 30, "width": 80, "height": 20}}]}, {"name": "dim", "fill": "primary", "opacity": {"when": "disabled", "then": 0.5, "else": 0}}, {"name": "ripple", "forEach": "ripples", "shape": "circle", "radius": 50, "fill": "gray", "transition": {"insertion": "scale", "removal": "opacity"}}], "animations": {"disabled": {"curve": "easeInOut", "duration": 0.3}}}}
    {"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}
    {"t": 0.5, "type": "up", "pointer": 1, "x": 150, "y": 40}

    """

  /// A trace shaped like `gen_trace.py`'s (same scene, rate, holds, fingers and cancel
  /// share, compact lines), reproducible from its seed; not byte-identical to it.
  static func generatedTrace(presses: Int) -> [UInt8] {
    var random = SplitMix64(seed: 1)
    var out = Array(generatedHeader.utf8)
    out.append(0x0A)
    let pointers = 3
    var freeAt = [Double](repeating: 0, count: pointers)
    var pending: [(time: Double, line: String)] = []
    var time = 0.0
    let holds = [0.01, 0.05, 0.12, 0.3, 0.8, 2.0]
    for _ in 0..<presses {
      time += -log(1 - random.unit()) / 8
      let pointer = freeAt.indices.min { freeAt[$0] < freeAt[$1] } ?? 0
      time = max(time, freeAt[pointer])
      let x = decimal(random.unit() * 300, places: 1)
      let y = decimal(random.unit() * 80, places: 1)
      let hold = holds[Int(random.unit() * Double(holds.count))] * (0.5 + random.unit())
      let end = time + hold
      freeAt[pointer] = end + 0.001
      while let first = pending.first, first.time <= time {
        out += Array(first.line.utf8)
        pending.removeFirst()
      }
      let id = pointer + 1
      let t = decimal(time, places: 6)
      out += Array(#"{"t":\#(t),"type":"down","pointer":\#(id),"x":\#(x),"y":\#(y)}"#.utf8) + [0x0A]
      let release =
        random.unit() < 0.02
        ? #"{"t":\#(decimal(end, places: 6)),"type":"cancel","pointer":\#(id)}"# + "\n"
        : #"{"t":\#(decimal(end, places: 6)),"type":"up","pointer":\#(id),"x":\#(x),"y":\#(y)}"#
          + "\n"
      let index = pending.firstIndex { $0.time > end } ?? pending.endIndex
      pending.insert((end, release), at: index)
    }
    for entry in pending { out += Array(entry.line.utf8) }
    return out
  }

  /// `value` rounded to `places` decimals, written without trailing zeros (as Python's
  /// `round` then `json.dumps` would, for these magnitudes).
  static func decimal(_ value: Double, places: Int) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    var fraction = String(scaled % scale)
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(scaled / scale).\(fraction)"
  }

  /// Writes bytes to a file, replacing it.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}
