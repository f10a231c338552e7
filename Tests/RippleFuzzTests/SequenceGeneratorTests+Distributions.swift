import RippleFindings
import RippleTrace
import Testing

@testable import RippleFuzz

/// What issue #5 promises of the generator, as proportions and extremes rather than
/// "seen once": all 5 pointers, downs at one instant, 20 % of presses on an edge, bursts
/// of more than 10.
extension SequenceGeneratorTests {
  @Test func usesAllFivePointers() throws {
    let generator = try generator()
    #expect(
      (0..<Self.runs).contains {
        Set(generator.sequence(run: $0).compactMap(\.pointer)) == [1, 2, 3, 4, 5]
      })
  }

  /// Two fingers touching down at the same instant: the 15 % of gaps that are 0.
  @Test(arguments: [false, true])
  func twoDownsAtOneInstant(wellFormed: Bool) throws {
    let generator = try generator(wellFormed: wellFormed)
    var sequences = 0
    for run in 0..<Self.runs {
      let downs = generator.sequence(run: run).filter {
        if case .down = $0.kind { true } else { false }
      }
      if zip(downs, downs.dropFirst()).contains(where: { $0.time == $1.time }) { sequences += 1 }
    }
    #expect(sequences >= Self.runs / 20)
  }

  /// 20 % of presses land exactly on an edge (SequenceBuilder's places); allow half of it.
  @Test(arguments: [false, true])
  func aTenthOfPressesAtLeastLandOnAnEdge(wellFormed: Bool) throws {
    let generator = try generator(wellFormed: wellFormed)
    var downs = 0
    var onEdge = 0
    for run in 0..<Self.runs {
      for event in generator.sequence(run: run) {
        guard case .down(_, let point) = event.kind else { continue }
        downs += 1
        if Self.place(point, in: generator.settings.bounds) == "edge" {
          onEdge += 1
        }
      }
    }
    #expect(onEdge * 10 >= downs, "\(onEdge) of \(downs) downs on an edge")
  }

  /// A burst of exactly 10 presses could never pile up ripples (SPEC §7: more than 10).
  @Test func burstsHaveMoreThanTenPresses() {
    #expect(SequenceBuilder.burstPresses.lowerBound > TraceAnalyzer.pileupThreshold)
  }
}
