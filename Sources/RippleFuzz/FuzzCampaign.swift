import RippleTrace

/// Runs many generated sequences on one scene and remembers, for each failed check, how
/// often it failed and the first sequence that failed it (issue #5). Only which checks fail
/// matters here (``FuzzOracle/run(_:checking:presenceOnly:)``): run a sequence again for the
/// full evidence.
///
/// Pure and deterministic: the same header, settings and seed give the same tally.
public struct FuzzCampaign: Sendable {
  /// Runs one sequence.
  public let oracle: FuzzOracle
  /// Makes the sequences.
  public let generator: SequenceGenerator
  /// The checks each sequence is run with.
  public let checks: Set<FuzzCheck>

  /// Prepares a campaign on a trace's header.
  /// - Parameter checks: The checks to make; all by default.
  public init(
    header: TraceHeader, settings: GeneratorSettings, seed: UInt64,
    checks: Set<FuzzCheck> = Set(FuzzCheck.allCases)
  ) {
    oracle = FuzzOracle(header: header)
    generator = SequenceGenerator(settings: settings, seed: seed)
    self.checks = checks
  }

  /// Runs sequences `0..<runs`, or fewer.
  /// - Parameter deadline: No run but the first starts at or after it (a time budget): the
  ///   tally then has the runs made so far, which depend on the machine.
  /// - Parameter progress: Called after every run with the tally so far: a caller that
  ///   shows it decides how often, by the clock, since a run may take a minute.
  public func run(
    runs: Int, until deadline: ContinuousClock.Instant? = nil,
    progress: (FuzzTally) -> Void = { _ in }
  ) -> FuzzTally {
    var tally = FuzzTally()
    for run in 0..<max(runs, 0) {
      // At least one run: a campaign that checked nothing would pass.
      if run > 0, let deadline, ContinuousClock.now >= deadline { break }
      let events = generator.sequence(run: run)
      let outcome = oracle.run(events, checking: checks, presenceOnly: true)
      tally.add(run: run, events: events, outcome: outcome)
      progress(tally)
    }
    return tally
  }

  /// Shrinks the first failing sequence of a check to a small one that fails it too and,
  /// when the campaign is well-formed, is well-formed too.
  public func shrink(_ failure: FirstFailure) -> (events: [TraceEvent], log: ShrinkLog) {
    let checks: Set<FuzzCheck> = [failure.check]
    let wellFormed = generator.settings.wellFormed
    let bounds = generator.settings.bounds
    return Shrinker.shrink(failure.events, within: bounds) { candidate in
      (!wellFormed || WellFormedness.holds(for: candidate, in: bounds))
        && oracle.run(candidate, checking: checks, presenceOnly: true).fails(failure.check)
    }
  }
}
