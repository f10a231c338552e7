import RippleEngine
import RippleTrace

/// Checks a trace's `expect` lines against the simulation (SPEC §1.3).
///
/// Instant expectations are checked when the replay reaches them, after the events before
/// them in the file; the others at the end of the trace.
public enum ExpectationChecker {
  /// Replays a trace and checks every expectation in it.
  /// - Throws: The source's ``TraceError``.
  public static func check(_ source: some TraceLineSource) throws(TraceError) -> CheckResult {
    var result = CheckResult()
    var wholeTrace: [Expectation] = []
    var replay = Replay(source)
    try replay.run { step, simulation in
      switch step {
      case .expectation(let expectation):
        guard let time = expectation.time else { return wholeTrace.append(expectation) }
        result.record(expectation, failures: failures(of: expectation, in: simulation, at: time))
      case .end(let time):
        for expectation in wholeTrace {
          result.record(expectation, failures: failures(of: expectation, in: simulation, at: time))
        }
      case .event, .retired, .frame:
        break
      }
    }
    return result
  }

  private static func failures(
    of expectation: Expectation, in simulation: Simulation, at time: Double
  ) -> [String] {
    var failures: [String] = []
    if let expected = expectation.live, expected != simulation.liveCount(at: time) {
      failures.append("expected live \(expected), got \(simulation.liveCount(at: time))")
    }
    guard let id = expectation.ripple else { return failures }
    guard id <= simulation.createdCount else {
      return failures + ["expected ripple \(id), got \(simulation.createdCount) ripples at t=\(time)"]
    }
    let presentation = simulation.ripple(withID: id).map {
      simulation.presentation(of: $0, at: time)
    }
    let phase = presentation?.phase ?? .gone
    if let expected = expectation.phase, expected != phase {
      failures.append("expected ripple \(id) phase \(expected.rawValue), got \(phase.rawValue)")
    }
    let numbers = [
      ("alpha", expectation.alpha, presentation?.alpha),
      ("scale", expectation.scale, presentation?.values.scale),
    ]
    for case (let key, let expected?, let actual) in numbers {
      guard let actual, phase != .gone else {
        failures.append("expected ripple \(id) \(key) \(expected), got none: the ripple is gone")
        continue
      }
      if abs(actual - expected) > Expectation.tolerance {
        failures.append("expected ripple \(id) \(key) \(expected), got \(actual)")
      }
    }
    return failures
  }
}

extension CheckResult {
  fileprivate mutating func record(_ expectation: Expectation, failures messages: [String]) {
    if messages.isEmpty {
      passed += 1
    } else {
      failed += 1
      failures += messages.map { CheckFailure(location: expectation.location, message: $0) }
    }
  }
}
