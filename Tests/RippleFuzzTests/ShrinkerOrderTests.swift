import RippleFuzz
import RippleTrace
import Testing

/// The shrinker rounds times without reordering them (from mutation testing).
@Suite struct ShrinkerOrderTests {
  /// Fails while the three events come at three different instants, in any order: rounding
  /// the middle one (0.96) to 1 s would pass it over the last (0.97), which a trace forbids
  /// (SPEC §1: non-decreasing `t`). Each time rounds to the nearest multiple of the coarsest
  /// step that keeps the order: 0.96 to 0.95 (1, 0.5 and 0.1 all give 1 > 0.97), then 0.97
  /// to 1.
  @Test func roundingTimesKeepsThemInOrder() {
    let here = Point(x: 150, y: 40)
    let events = [
      TraceEvent(time: 0, kind: .down(pointer: 1, at: here)),
      TraceEvent(time: 0.96, kind: .down(pointer: 2, at: here)),
      TraceEvent(time: 0.97, kind: .down(pointer: 3, at: here)),
    ]
    let (shrunk, _) = Shrinker.shrink(events) { candidate in
      candidate.count == 3 && Set(candidate.map(\.time)).count == 3
    }
    #expect(shrunk.map(\.time) == shrunk.map(\.time).sorted())
    #expect(shrunk.map(\.time) == [0, 0.95, 1])
  }
}
