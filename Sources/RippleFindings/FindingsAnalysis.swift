import RippleEngine
import RippleTrace

/// Runs the analysis of a trace and proves fixes by re-simulating them.
public enum FindingsAnalysis {
  /// Replays a trace with frames, streaming each lifecycle and finding to `output`.
  /// - Parameters:
  ///   - start: The simulation to start from (``Replay/init(_:visitsFrames:from:)``).
  ///   - stopsOnceFound: Codes whose instances are enough: the replay stops reading the trace
  ///     as soon as each has one (the end is then `0`), as a failed fix needs; empty: never.
  ///   - visit: Also sees every replay step, after the analyzer.
  /// - Returns: The findings aggregated, and the end of the trace.
  public static func run(
    _ source: some TraceLineSource, from start: Simulation? = nil, scope: AnalysisScope = .full,
    stopsOnceFound: Set<FindingCode> = [],
    output: (AnalyzerOutput) -> Void = { _ in },
    visit: (ReplayStep, Simulation) -> Void = { _, _ in }
  ) throws(TraceError) -> (findings: FindingCollector, end: Double) {
    let start = start ?? Simulation(header: source.header)
    var analyzer = TraceAnalyzer(start: start, scope: scope)
    var collector = FindingCollector()
    var end = 0.0
    var replay = Replay(source, visitsFrames: scope.visitsFrames, from: start)
    let isDone = { !stopsOnceFound.isEmpty && stopsOnceFound.allSatisfy(collector.contains) }
    // Once every code it stops on is found or under way (a pile-up going on, whose end the
    // run still waits for), and none depends on frames, classifying frames could only find
    // instances of codes it does not stop on: those matter only when one it stops on is
    // missing (a fix's new errors), which can no longer be.
    var mayStopClassifying =
      scope.visitsFrames && stopsOnceFound.contains(.ripplePileup)
      && stopsOnceFound.isDisjoint(with: AnalysisScope.occlusionCodes)
    try replay.run(until: isDone) { step, simulation in
      if case .end(let time) = step { end = time }
      analyzer.observe(step, in: simulation) { result in
        if case .finding(let finding) = result { collector.add(finding) }
        output(result)
      }
      if mayStopClassifying,
        stopsOnceFound.allSatisfy({ collector.contains($0) || analyzer.isUnderWay($0) })
      {
        mayStopClassifying = false
        analyzer.stopClassifyingFrames()
      }
      visit(step, simulation)
    }
    return (collector, end)
  }

  /// Analyses a trace and verifies a fix for each finding code.
  /// - Parameters:
  ///   - verifiesFixes: Whether to look for fixes at all (a trace already under a fix needs
  ///     only its findings).
  ///   - open: Opens the trace from its start; called once per re-simulation.
  ///   - observe: Sees every finding instance of the trace, as it is found; the report keeps
  ///     only the first ones in full.
  public static func analyze(
    verifiesFixes: Bool = true, _ open: () throws(TraceError) -> any TraceLineSource,
    observe: (Finding) -> Void = { _ in }
  ) throws(TraceError) -> FindingsReport {
    let source = try open()
    let (collector, end) = try run(
      source,
      output: { output in
        if case .finding(let finding) = output { observe(finding) }
      })
    let summaries =
      verifiesFixes
      ? try verifyingFixes(collector.summaries, header: source.header, open: open)
      : collector.summaries
    return FindingsReport(
      summaries: summaries, instances: collector.instances, count: collector.count, end: end)
  }

  /// Sets on each summary the first candidate fix whose re-simulation has no finding of that
  /// code and no error the trace did not have; candidates that fail before it are kept as
  /// rejected, with an instance they leave or bring. A candidate that removes the code but
  /// brings an error is then tried together with each fix for that error (an `opacity`
  /// removal that a body hides, with the `zIndex` that lifts it). When every candidate that
  /// removes the code brings an error, and only occlusion errors, the one that brings the
  /// fewest is the fix, with what it brings. Each candidate is re-simulated once, looking
  /// only for the codes it could fix and the errors it could bring.
  public static func verifyingFixes(
    _ summaries: [FindingSummary], header: TraceHeader,
    open: () throws(TraceError) -> any TraceLineSource
  ) throws(TraceError) -> [FindingSummary] {
    let candidates = summaries.map { FixCandidates.fixes(for: $0.code, header: header) }
    // A fix must not bring an error the trace did not have. Each re-simulation still stops
    // once its fix is known to leave a code it was to remove.
    let newErrors = Set(
      FindingCode.allCases.filter { code in
        code.severity == .error && !summaries.contains { $0.code == code }
      })
    // Each outcome with the codes its re-simulation looked for: a combination tried for one
    // summary may come up again for another whose code it did not look for.
    var outcomes: [Fix: (codes: Set<FindingCode>, findings: FindingCollector)] = [:]
    var result = summaries
    for index in result.indices {
      let code = result[index].code
      // The single candidates, then the combinations their new errors call for.
      var tries = candidates[index]
      var next = 0
      // The candidate that brings the fewest occlusion errors and nothing else, if any does.
      var leastBringing: (attempt: Int, brought: BroughtErrors)?
      // Each combination tried to remove what a candidate brings, with that candidate.
      var extended: [Fix: Fix] = [:]
      while next < tries.count {
        let fix = tries[next]
        next += 1
        if outcomes[fix]?.codes.contains(code) != true {
          let codes = Set(
            summaries.indices.filter { candidates[$0].contains(fix) }.map { summaries[$0].code }
          )
          .union([code])
          let scope = AnalysisScope(
            tallies: false, codes: codes.union(newErrors), presenceOnly: true)
          outcomes[fix] = try (
            codes,
            run(FixedTrace(open(), fixedBy: fix), scope: scope, stopsOnceFound: codes).findings
          )
        }
        guard let outcome = outcomes[fix]?.findings else { continue }
        if let remaining = outcome.summary(of: code)?.first {
          result[index].rejectedFixes.append(FixAttempt(fix: fix, remaining: remaining))
          continue
        }
        let brought = outcome.summaries.filter { newErrors.contains($0.code) }
        guard let earliest = brought.min(by: { $0.first.start < $1.first.start })?.first else {
          result[index].fix = fix
          break
        }
        result[index].rejectedFixes.append(
          FixAttempt(fix: fix, remaining: earliest, isNewError: true))
        if brought.allSatisfy({ AnalysisScope.occlusionCodes.contains($0.code) }) {
          let count = brought.reduce(0) { $0 + $1.count }
          let least = leastBringing.map {
            (
              fix: result[index].rejectedFixes[$0.attempt].fix, count: $0.brought.count,
              first: $0.brought.first
            )
          }
          // On a tie, a combination made to remove what the other brings is preferred: it
          // removes what can be, and what it still brings no candidate removed. Unless it
          // brings the very same: then its added part changed nothing, and is left out.
          if count < least?.count ?? .max
            || (count == least?.count && extended[fix] == least?.fix && earliest != least?.first)
          {
            leastBringing = (
              result[index].rejectedFixes.count - 1, BroughtErrors(first: earliest, count: count)
            )
          }
        }
        if candidates[index].contains(fix) {
          let combinations = FixCandidates.fixes(
            for: earliest.code, header: fix.applied(to: header)
          ).map { Fix.all([fix, $0]) }
          for combination in combinations where !tries.contains(combination) {
            tries.append(combination)
            extended[combination] = fix
          }
        }
      }
      if result[index].fix == nil, let (attempt, brought) = leastBringing {
        result[index].fix = result[index].rejectedFixes.remove(at: attempt).fix
        result[index].fixBrings = brought
      }
      result[index].fixPaintsAbove = result[index].fix?.paintsAbove(in: header.scene) ?? []
    }
    return result
  }
}
