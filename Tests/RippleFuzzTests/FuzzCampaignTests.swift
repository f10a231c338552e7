import RippleFuzz
import RippleTrace
import Testing

/// A campaign: deterministic, counting runs and events, and finding the seed bug's classes.
@Suite struct FuzzCampaignTests {
  @Test func sameSeedSameTally() throws {
    let header = try TestHeaders.seed()
    let settings = GeneratorSettings(header: header, maxEvents: 16)
    let first = FuzzCampaign(header: header, settings: settings, seed: 4).run(runs: 30)
    let second = FuzzCampaign(header: header, settings: settings, seed: 4).run(runs: 30)
    #expect(first == second)
    #expect(first.runs == 30)
    #expect(first.events > 30)
    // The seed bug fails runs from the start, and a check fails no more runs than there were.
    #expect(!first.firstFailures.isEmpty)
    #expect(first.firstFailures.allSatisfy { $0.runs <= first.failingRuns })
  }

  @Test func findsTheSeedBugsClasses() throws {
    let header = try TestHeaders.seed()
    let campaign = FuzzCampaign(
      header: header, settings: GeneratorSettings(header: header, maxEvents: 24), seed: 1)
    let found = Set(campaign.run(runs: 60).firstFailures.map(\.check))
    let expected: Set<FuzzCheck> = [
      .finding(.removalOccluded), .finding(.wrongRippleRemoved), .finding(.stuckRipple),
      .finding(.noVisibleFeedback),
    ]
    #expect(expected.isSubset(of: found))
    #expect(found.allSatisfy { if case .finding = $0 { true } else { false } })
  }

  @Test func reportsProgress() throws {
    let header = try TestHeaders.seed()
    let campaign = FuzzCampaign(
      header: header, settings: GeneratorSettings(header: header, maxEvents: 4), seed: 1)
    var reported: [Int] = []
    _ = campaign.run(runs: 5) { reported.append($0.runs) }
    #expect(reported == [1, 2, 3, 4, 5])
  }
}
