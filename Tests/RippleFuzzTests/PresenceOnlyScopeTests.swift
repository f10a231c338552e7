import RippleEngine
import RippleFindings
import RippleFuzz
import RippleTrace
import Testing

/// A what-if run asks only which codes occur (`presenceOnly`), so it stops classifying an
/// animation window once its outcome is decided. It must find the same codes for the same
/// ripples as a run that counts every frame of every window.
struct PresenceOnlyScopeTests {
  /// The zIndex fix's codes, with and without `removal-reordered`, and every code.
  static let codeSets: [Set<FindingCode>] = [
    [.removalOccluded, .insertionOccluded],
    [.removalOccluded, .insertionOccluded, .removalReordered],
    Set(FindingCode.allCases),
  ]

  /// Each finding's code and ripples, in the order found.
  private static func findings(
    of source: some TraceLineSource, codes: Set<FindingCode>, presenceOnly: Bool
  ) throws -> [String] {
    let scope = AnalysisScope(tallies: false, codes: codes, presenceOnly: presenceOnly)
    return try SteadySealAgreementTests.outputs(of: source, scope: scope, seals: true)
      .compactMap { output in
        guard case .finding(let finding) = output else { return nil }
        return "\(finding.code.rawValue) \(finding.ripples)"
      }
  }

  @Test(arguments: RepositoryTraces.files, codeSets)
  func sameFindingsOnTraces(path: String, codes: Set<FindingCode>) throws {
    let decided = try Self.findings(of: TraceReader(path: path), codes: codes, presenceOnly: true)
    let counted = try Self.findings(
      of: TraceReader(path: path), codes: codes, presenceOnly: false)
    #expect(decided == counted, "\(path)")
  }

  @Test func sameFindingsOnGeneratedPresses() throws {
    var occlusionFindings = 0
    for (label, header, events) in try TestHeaders.generatedSequences(
      maxEvents: 24, seed: 11, runs: 15)
    {
      let trace = Trace(header: header, lines: events.map(TraceLine.event))
      for codes in Self.codeSets {
        let decided = try Self.findings(
          of: TraceLineCursor(trace), codes: codes, presenceOnly: true)
        let counted = try Self.findings(
          of: TraceLineCursor(trace), codes: codes, presenceOnly: false)
        #expect(decided == counted, "\(label)")
        occlusionFindings += counted.count { $0.hasPrefix("removal") || $0.hasPrefix("insertion") }
      }
    }
    // The sequences must exercise the windows this shortcut decides.
    #expect(occlusionFindings > 50)
  }

  /// An explanation that stopped counting early quotes `at least N of T` frames, a true lower
  /// bound on the full count of the same window, and half of T at least; any other quotes
  /// exactly what counting every frame quotes.
  @Test func earlyStopsQuoteALowerBound() throws {
    let codes: Set<FindingCode> = [.removalOccluded, .insertionOccluded]
    var lowerBounds = 0
    for (label, header, events) in try TestHeaders.generatedSequences(
      maxEvents: 24, seed: 11, runs: 15)
    {
      let trace = Trace(header: header, lines: events.map(TraceLine.event))
      let decided = try Self.explanations(of: trace, codes: codes, presenceOnly: true)
      let counted = try Self.explanations(of: trace, codes: codes, presenceOnly: false)
      #expect(decided.count == counted.count, "\(label)")
      for (early, full) in zip(decided, counted) {
        guard let bound = Self.lowerBound(in: early) else {
          #expect(early == full, "\(label)")
          continue
        }
        lowerBounds += 1
        let exact = try #require(Self.share(in: full), "\(label): \(full)")
        #expect(exact.occluded >= bound.occluded && exact.frames == bound.total, "\(label)")
        #expect(2 * bound.occluded >= bound.total, "\(label): \(early)")
      }
    }
    #expect(lowerBounds > 0)
  }

  private static func explanations(of trace: Trace, codes: Set<FindingCode>, presenceOnly: Bool)
    throws -> [String]
  {
    let scope = AnalysisScope(tallies: false, codes: codes, presenceOnly: presenceOnly)
    return try SteadySealAgreementTests.outputs(
      of: TraceLineCursor(trace), scope: scope, seals: true
    )
    .compactMap { output in
      guard case .finding(let finding) = output else { return nil }
      return finding.explanation
    }
  }

  /// `N` and `T` of "hidden in at least N of T … frames".
  private static func lowerBound(in explanation: String) -> (occluded: Int, total: Int)? {
    numbers(after: "hidden in at least ", in: explanation).map { ($0.0, $0.1) }
  }

  /// `M` and `F` of "hidden in M of F … frames".
  private static func share(in explanation: String) -> (occluded: Int, frames: Int)? {
    numbers(after: "hidden in ", in: explanation).map { ($0.0, $0.1) }
  }

  private static func numbers(after prefix: String, in text: String) -> (Int, Int)? {
    guard let start = text.range(of: prefix)?.upperBound else { return nil }
    let words = text[start...].split(separator: " ")
    guard words.count >= 3, words[1] == "of", let first = Int(words[0]), let second = Int(words[2])
    else { return nil }
    return (first, second)
  }
}
