// Measures how long the viewer takes to step one frame and redraw, on a big trace:
//
//     python3 ../shared/bench/gen_trace.py --presses 1000000 --seed 1 > /tmp/big.ripple.jsonl
//     swift run -c release ViewerBenchmark /tmp/big.ripple.jsonl
//
// Loads the trace (seek index only; findings are not part of a step), then from random
// frames steps forward and back with the arrow keys, timing `handle` + `render` of a
// 120×40 screen for each step, and prints the median, 99th percentile and maximum.

import Foundation
import RippleFuzz
import RippleRender
import RippleViewer

/// The peak resident memory of this process, from /proc (Linux), in MiB.
func peakMemoryMiB() -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let digits = line.filter(\.isNumber)
    return Int(digits).map { $0 / 1024 }
  }
  return nil
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole(_ value: some Any) {
  withExtendedLifetime(value) {}
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  print("usage: ViewerBenchmark TRACE [positions] [steps]")
  exit(2)
}
let path = arguments[1]
let positions = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
let steps = arguments.count > 3 ? Int(arguments[3]) ?? 50 : 50
let (width, height) = (120, 40)

let clock = ContinuousClock()
let loadStart = clock.now
let model: TraceModel
do {
  model = try TraceModel(path: path)
} catch {
  print(error)
  exit(2)
}
let loadTime = clock.now - loadStart
print("loaded \(model.events.count) events, \(model.frameCount) frames in \(loadTime)")
print("peak memory after load: \(peakMemoryMiB().map(String.init) ?? "?") MiB")

// Seeded: every run, and every build compared, visits the same frames (with one toolchain:
// another standard library may map the numbers to frames differently).
var generator = SplitMix64(seed: 1)
var stepTimes: [Double] = []
var seekTimes: [Double] = []
for _ in 0..<positions {
  var state = ViewerState()
  let seekStart = clock.now
  state.frame = Int.random(in: 0..<model.frameCount, using: &generator)
  blackHole(ViewerScreen.render(state, model: model, width: width, height: height))
  seekTimes.append((clock.now - seekStart) / .milliseconds(1))
  for step in 0..<steps {
    let key: ViewerKey = step < steps / 2 ? .right : .left
    let start = clock.now
    state.handle(key, model: model, width: width, height: height)
    blackHole(ViewerScreen.render(state, model: model, width: width, height: height))
    stepTimes.append((clock.now - start) / .milliseconds(1))
  }
}

/// The value at a fraction of the sorted times.
func percentile(_ times: [Double], _ fraction: Double) -> Double {
  let sorted = times.sorted()
  return sorted[min(Int(Double(sorted.count - 1) * fraction), sorted.count - 1)]
}

func report(_ name: String, _ times: [Double]) {
  let format = { (value: Double) in String(format: "%.2f ms", value) }
  print(
    "\(name) (\(times.count)): median \(format(percentile(times, 0.5))), "
      + "p99 \(format(percentile(times, 0.99))), max \(format(times.max() ?? 0))")
}
report("seek to a random frame + redraw", seekTimes)
report("step one frame + redraw", stepTimes)
print("peak memory: \(peakMemoryMiB().map(String.init) ?? "?") MiB")
