// ripplescope-bench: times the hot paths of ripplescope with a fixed number of repetitions
// and prints the median of each (issue #6).
//
//     swift run -c release ripplescope-bench [--repetitions 5] [--presses 1000000]
//         [--trace FILE] [--only read,recorder,engine,classify,findings,render,fuzz]
//
// read      TraceReader over a generated trace file (--trace: over that file instead)
// recorder  Simulation.apply over the events of a 100,000-press trace, in memory: the
//           recorder's appends and removals, and when each removal starts and ends
// engine    Replay of a 10,000-press trace visiting every frame, with every painted
//           ripple's presented values (phase, scale, alpha) at each: animation timing
// classify  Composition + classification + visibility of the SPEC §8 ripple, 5 frames
// findings  FindingsAnalysis.run, scope .full, over a generated 2,000-press trace in memory
// render    FrameRenderer drawing the SPEC §8 scene into a 120×40 CellGrid, 5 frames
// fuzz      FuzzCampaign.run on the SPEC §8 header, 200 sequences (events/s)

import Foundation
import RippleCompositor
import RippleEngine
import RippleFindings
import RippleRender
import RippleTrace

/// The command line.
struct Options {
  var repetitions = 5
  var presses = 1_000_000
  var trace: String?
  var only: Set<String> = []

  init(_ arguments: [String]) {
    var index = 0
    func value() -> String {
      index += 1
      guard index < arguments.count else { Options.usage() }
      return arguments[index]
    }
    func integer() -> Int {
      guard let integer = Int(value()), integer > 0 else { Options.usage() }
      return integer
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--repetitions": repetitions = integer()
      case "--presses": presses = integer()
      case "--trace": trace = value()
      case "--only": only = Set(value().split(separator: ",").map(String.init))
      default: Options.usage()
      }
      index += 1
    }
  }

  static func usage() -> Never {
    print(
      "usage: ripplescope-bench [--repetitions N] [--presses N] [--trace FILE] "
        + "[--only read,recorder,engine,classify,findings,render,fuzz]")
    exit(2)
  }
}

/// The frames of the SPEC §8 example that are classified and rendered.
let exampleFrames = [0.1, 0.3, 0.6, 1.0, 1.3]

func fail(_ error: some Error) -> Never {
  print("error: \(error)")
  exit(1)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
var harness = Harness(repetitions: options.repetitions, only: options.only)
print("ripplescope-bench: \(harness.repetitions) repetitions, medians")
Harness.printHeader()

// MARK: read

if harness.wants("read") {
  var path = options.trace
  var temporary: String?
  if path == nil {
    let generated = Workloads.generatedTrace(presses: options.presses)
    let file = NSTemporaryDirectory() + "ripplescope-bench-\(getpid()).ripple.jsonl"
    do { try Workloads.write(generated, to: file) } catch { fail(error) }
    path = file
    temporary = file
  }
  defer { if let temporary { try? FileManager.default.removeItem(atPath: temporary) } }
  let file = path ?? ""
  let size = ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int) ?? 0
  do {
    try harness.measure("read", units: Double(size) / 1e6, unit: "MB") {
      var reader = try TraceReader(path: file)
      while let line = try reader.next() { consume(line) }
    }
  } catch { fail(error) }
}

// MARK: recorder and engine

if harness.wants("recorder") {
  let trace: Trace
  do {
    trace = try Trace(bytes: Workloads.generatedTrace(presses: 100_000), file: "recorder")
  } catch { fail(error) }
  let events = trace.events
  harness.measure("recorder", units: Double(events.count), unit: "events") {
    var simulation = Simulation(header: trace.header)
    var retired: [Ripple] = []
    for event in events {
      simulation.retireRipples(goneBy: event.time, into: &retired)
      consume(retired)
      consume(simulation.apply(event))
    }
    consume(simulation)
  }
}

if harness.wants("engine") {
  let trace: Trace
  do {
    trace = try Trace(bytes: Workloads.generatedTrace(presses: 10_000), file: "engine")
  } catch { fail(error) }
  /// Replays the trace through every frame and presents each painted ripple there; returns
  /// how many frames it visited.
  func step() throws(TraceError) -> Int {
    var frames = 0
    var replay = Replay(TraceLineCursor(trace), visitsFrames: true)
    try replay.run { step, simulation in
      guard case .frames(let span) = step else { return }
      frames += span.count
      for index in span.indices {
        let time = span.time(ofFrame: index)
        for ripple in simulation.ripples where ripple.isPainted(at: time) {
          consume(simulation.presentation(of: ripple, at: time))
        }
      }
    }
    return frames
  }
  do {
    let frames = try step()
    try harness.measure("engine", units: Double(frames), unit: "frames") { consume(try step()) }
  } catch { fail(error) }
}

// MARK: classify and render (SPEC §8)

let example: Trace
do {
  example = try Trace(bytes: Array(Workloads.workedExample.utf8), file: "example")
} catch { fail(error) }

/// The SPEC §8 simulation at each frame: events at or before it applied.
let exampleSimulations: [(time: Double, simulation: Simulation)] = exampleFrames.map { time in
  var seeker = SimulationSeeker(header: example.header)
  for event in example.events where event.time <= time { seeker.apply(event) }
  return (time, seeker.simulation(at: time))
}

if harness.wants("classify") {
  let rounds = 200
  harness.measure("classify", units: Double(rounds * exampleFrames.count), unit: "frames") {
    for _ in 0..<rounds {
      for (time, simulation) in exampleSimulations {
        let composition = Composition(simulation: simulation, at: time)
        consume(composition.classification(ofRipple: 1))
        consume(composition.visibility(ofRipple: 1))
      }
    }
  }
}

if harness.wants("render") {
  let rounds = 100
  let renderers = exampleSimulations.map { time, simulation in
    FrameRenderer(
      composition: Composition(simulation: simulation, at: time), scene: example.header.scene)
  }
  harness.measure("render", units: Double(rounds * renderers.count), unit: "frames") {
    for _ in 0..<rounds {
      for renderer in renderers {
        var grid = CellGrid(width: 120, height: 40)
        renderer.draw(into: &grid, in: grid.bounds)
        consume(grid)
      }
    }
  }
}

// MARK: findings

if harness.wants("findings") {
  let trace: Trace
  do {
    trace = try Trace(bytes: Workloads.generatedTrace(presses: 2_000), file: "findings")
  } catch { fail(error) }
  do {
    try harness.measure("findings", units: 2_000, unit: "presses") {
      let (findings, end) = try FindingsAnalysis.run(TraceLineCursor(trace), scope: .full)
      consume(findings)
      consume(end)
    }
  } catch { fail(error) }
}

// MARK: fuzz

if harness.wants("fuzz") {
  FuzzBenchmark.run(&harness, header: example.header)
}
