import Foundation
import RippleCheck
import RippleEngine
import RippleTrace
import Testing

@testable import RippleCompositor

/// The fast classification, the quick occluder and the row sweep must equal the brute-force
/// sampler (SPEC §7, the sampled definition) on every frame of every regression trace in
/// `traces/`.
@Suite struct TraceFramesAgreementTests {
  static let traces = TraceFiles.expand([
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("traces").path
  ]).files

  @Test func everyTraceIsFound() {
    #expect(Self.traces.count >= 30)
  }

  @Test(arguments: traces)
  func fastPathsEqualTheSampler(path: String) throws {
    var replay = Replay(try TraceReader(path: path), visitsFrames: true)
    var compared = 0
    try replay.run { step, simulation in
      guard case .frames(let span) = step else { return }
      // A span at rest shows its first frame throughout.
      for index in span.isAtRest ? span.indices.prefix(1) : span.indices[...] {
        let composition = Composition(simulation: simulation, at: span.time(ofFrame: index))
        for leaf in composition.leaves {
          guard let id = leaf.ripple else { continue }
          let context = "\(path) frame \(index) ripple \(id)"
          guard
            let (swept, sampled) = expectFastPathsAgreeWithSampler(
              in: composition, ripple: id, context: context)
          else { continue }
          compared += 1
          let difference = abs((swept.transmittance ?? -1) - (sampled.transmittance ?? -1))
          #expect(difference < 1e-9, "\(context)")
        }
      }
    }
    #expect(compared > 0 || path.contains("orphan"), "\(path) painted no ripple")
  }
}
