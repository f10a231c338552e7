import RippleFindings
import RippleRender
import RippleTrace
import Testing

/// The lifecycle table's columns: `id` and `pointer` right-aligned, the others left-aligned.
@Suite struct LifecycleTableColumnTests {
  @Test func idAndPointerAreRightAligned() throws {
    let seed = try SeedTrace.trace()
    var entries: [LifecycleEntry] = []
    _ = try FindingsAnalysis.run(TraceLineCursor(seed)) {
      if case .lifecycle(let entry) = $0 { entries.append(entry) }
    }
    let entry = try #require(entries.first)
    let titles = try #require(LifecycleTable.heading(for: seed.header, file: "seed").last)
    #expect(titles.hasPrefix("     id   pointer  position          appended"))
    let row = LifecycleTable.row(for: entry, recorder: seed.header.recorder)
    #expect(row.hasPrefix("      1         1  (150, 40)         0.000"))
  }
}
