import RippleFuzz
import RippleTrace

/// Fuzz throughput: generated sequences run through the oracle (issue #5's campaign).
enum FuzzBenchmark {
  static func run(_ harness: inout Harness, header: TraceHeader) {
    let runs = 200
    let campaign = FuzzCampaign(
      header: header, settings: GeneratorSettings(header: header), seed: 1)
    let events = campaign.run(runs: runs).events
    harness.measure("fuzz", units: Double(events), unit: "events") {
      consume(campaign.run(runs: runs))
    }
  }
}
