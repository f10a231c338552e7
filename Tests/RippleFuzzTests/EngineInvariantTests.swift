import RippleFuzz
import RippleTrace
import Testing

/// Property tests (issue #5): the engine's self-checks hold for random press sequences on
/// every recorder option, transition and SDK. A seeded loop, so a failure repeats exactly.
@Suite struct EngineInvariantTests {
  static let runsPerHeader = 12
  static let engineChecks = Set(EngineCheck.allCases.map(FuzzCheck.engine))

  @Test(arguments: try TestHeaders.variants()) func selfChecksHold(
    name: String, header: TraceHeader
  ) throws {
    let oracle = FuzzOracle(header: header)
    for wellFormed in [false, true] {
      let generator = SequenceGenerator(
        settings: GeneratorSettings(header: header, maxEvents: 16, wellFormed: wellFormed),
        seed: 5)
      for run in 0..<Self.runsPerHeader {
        let outcome = oracle.run(generator.sequence(run: run), checking: Self.engineChecks)
        let failures = outcome.failedChecks.map {
          "\($0.name): \(outcome.evidence(for: $0)?.message ?? "")"
        }
        #expect(failures.isEmpty, "\(name), run \(run), well-formed \(wellFormed)")
      }
    }
  }

  @Test func theSeedBugIsFoundAtOnce() throws {
    let oracle = FuzzOracle(header: try TestHeaders.seed())
    let tap = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: Point(x: 150, y: 40))),
      TraceEvent(time: 0.5, kind: .up(pointer: 1, at: nil)),
    ]
    let outcome = oracle.run(tap)
    #expect(outcome.failedChecks == [.finding(.removalOccluded)])
    #expect(outcome.evidence(for: .finding(.removalOccluded))?.ripples == [1])
  }

  @Test func checksHaveTheirNames() {
    #expect(FuzzCheck.allCases.count == FindingCode.allCases.count + EngineCheck.allCases.count)
    for check in FuzzCheck.allCases {
      #expect(FuzzCheck(name: check.name) == check)
    }
    #expect(FuzzCheck(name: "no-such-check") == nil)
  }
}
