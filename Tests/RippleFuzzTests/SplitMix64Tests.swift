import RippleFuzz
import Testing

/// The seeded generator: known values, ranges, and independent streams per run.
@Suite struct SplitMix64Tests {
  @Test func matchesTheReferenceSequence() {
    // SplitMix64 from seed 0 (Steele, Lea and Flood's reference implementation).
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func staysInItsRanges() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<10_000 {
      #expect((0..<7).contains(random.below(7)))
      #expect((0..<1).contains(random.unit()))
      #expect((0.001..<3).contains(random.decades(0.001, 3)))
    }
    #expect(random.below(1) == 0 && random.below(0) == 0)
  }

  @Test func spreadsDecadesEvenly() {
    var random = SplitMix64(seed: 7)
    var belowTenMilliseconds = 0
    var overOneSecond = 0
    for _ in 0..<4_000 {
      let value = random.decades(0.001, 3)
      if value < 0.01 { belowTenMilliseconds += 1 }
      if value >= 1 { overOneSecond += 1 }
    }
    // Four decades (1–10 ms, 10–100 ms, 0.1–1 s, 1–3 s): about 1000 each.
    #expect((800...1200).contains(belowTenMilliseconds))
    #expect((800...1200).contains(overOneSecond))
  }

  @Test func givesEachRunItsOwnStream() {
    var first = SplitMix64(seed: 1, stream: 0)
    var again = SplitMix64(seed: 1, stream: 0)
    var second = SplitMix64(seed: 1, stream: 1)
    let values = (0..<4).map { _ in first.next() }
    #expect(values == (0..<4).map { _ in again.next() })
    #expect(values != (0..<4).map { _ in second.next() })
  }
}
