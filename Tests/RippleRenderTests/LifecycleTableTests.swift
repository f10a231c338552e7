import RippleFindings
import RippleRender
import RippleTrace
import Testing

/// The policy notes of a lifecycle row, which the text and JSON reports both print.
@Suite struct LifecycleTableTests {
  /// The seed press under a removal policy: its one ripple's notes.
  static func notes(removal policy: RemovalPolicy) throws -> [String] {
    let seed = try SeedTrace.trace()
    var header = seed.header
    header.recorder.removal = policy
    var entries: [LifecycleEntry] = []
    _ = try FindingsAnalysis.run(TraceLineCursor(Trace(header: header, lines: seed.lines))) {
      if case .lifecycle(let entry) = $0 { entries.append(entry) }
    }
    let entry = try #require(entries.first)
    return LifecycleTable.notes(for: entry, recorder: header.recorder)
  }

  /// `onUp.remove first` and `last` name the policy that chose the record (the seed code's
  /// `removeFirst()`, or `removeLast()`); `matching` removes the finger's own, worth no note.
  @Test(arguments: [
    (RemovalPolicy.first, ["onUp.remove first"]), (.last, ["onUp.remove last"]), (.matching, []),
  ])
  func namesTheRemovalPolicy(policy: RemovalPolicy, expected: [String]) throws {
    #expect(try Self.notes(removal: policy) == expected)
  }

  /// The table's columns: `id` and `pointer` right-aligned, the others left-aligned.
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
