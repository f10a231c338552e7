import Foundation
import RippleCheck
import RippleEngine
import RippleFindings
import RippleFuzz
import RippleTrace
import Testing

/// Sealing steady ripples (classifying their frames from the ripple alone) must not change a
/// single lifecycle, tally or finding: the analyzer with seals equals the analyzer that
/// composes every frame, on every trace in `traces/` and on generated press sequences.
struct SteadySealAgreementTests {
  static let traces = TraceFiles.expand([
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("traces").path
  ]).files

  /// The report's scope and what-if runs' (windows only), the zIndex fix's among them.
  static let scopes = [
    AnalysisScope.full, AnalysisScope(tallies: false, codes: Set(FindingCode.allCases)),
    AnalysisScope(tallies: false, codes: [.removalOccluded, .insertionOccluded]),
  ]

  /// Every output of an analysis, in order.
  static func outputs(
    of source: some TraceLineSource, scope: AnalysisScope, seals: Bool
  ) throws -> [AnalyzerOutput] {
    var analyzer = TraceAnalyzer(header: source.header, scope: scope, sealsSteadyRipples: seals)
    var outputs: [AnalyzerOutput] = []
    var replay = Replay(source, visitsFrames: true)
    try replay.run { step, simulation in
      analyzer.observe(step, in: simulation) { outputs.append($0) }
    }
    return outputs
  }

  @Test(arguments: traces, scopes)
  func sealedAnalysisEqualsTheComposedOne(path: String, scope: AnalysisScope) throws {
    let sealed = try Self.outputs(of: TraceReader(path: path), scope: scope, seals: true)
    let composed = try Self.outputs(of: TraceReader(path: path), scope: scope, seals: false)
    #expect(sealed == composed, "\(path)")
    #expect(!sealed.isEmpty || path.contains("orphan"), "\(path) gave no output")
  }

  @Test func sealedAnalysisEqualsTheComposedOneOnGeneratedPresses() throws {
    for (label, header, events) in try TestHeaders.generatedSequences(
      maxEvents: 24, seed: 7, runs: 15)
    {
      let trace = Trace(header: header, lines: events.map(TraceLine.event))
      for scope in Self.scopes {
        let sealed = try Self.outputs(of: TraceLineCursor(trace), scope: scope, seals: true)
        let composed = try Self.outputs(of: TraceLineCursor(trace), scope: scope, seals: false)
        #expect(sealed == composed, "\(label)")
      }
    }
  }
}
