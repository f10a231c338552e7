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

  @Test(arguments: SteadySealAgreementTests.traces, codeSets)
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
}
