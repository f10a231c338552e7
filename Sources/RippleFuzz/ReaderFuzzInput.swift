import RippleCheck
import RippleEngine
import RippleTrace

/// What the libFuzzer target does with one input (issue #5): read the bytes as a trace and,
/// when they parse and the trace is small enough to replay quickly, run it through the
/// engine, the compositor, the findings analysis, the self-checks and, when it has `expect`
/// lines, the checker.
///
/// An input is a crash when ``exercise(_:)`` traps, or when its verdict has a failed engine
/// self-check (the target then aborts, so libFuzzer keeps the input).
public enum ReaderFuzzInput {
  /// The most events and expectations replayed.
  public static let maximumLines = 256
  /// The most frames replayed: (latest time + longest animations) × fps.
  public static let maximumFrames = 5_000
  /// The most scene nodes.
  public static let maximumNodes = 64
  /// The largest scene area, in points (samples).
  public static let maximumArea = 1_000_000.0

  /// What became of an input.
  public enum Verdict: Sendable, Equatable {
    /// The reader rejected it, as it should reject malformed traces.
    case unreadable(TraceError)
    /// It parsed but is too big to replay quickly; the reason.
    case skipped(String)
    /// It was replayed and checked; engine failures in the outcome are bugs.
    case replayed(FuzzOutcome)
  }

  /// Reads an input and, if it is a small trace, replays and checks it.
  public static func exercise(_ bytes: [UInt8]) -> Verdict {
    let trace: Trace
    do {
      trace = try Trace(bytes: bytes, file: "input.ripple.jsonl")
    } catch {
      return .unreadable(error)
    }
    if let reason = reasonToSkip(trace) { return .skipped(reason) }
    let outcome = FuzzOracle.run(trace, checking: Set(EngineCheck.allCases.map(FuzzCheck.engine)))
    let hasExpectations = trace.lines.contains { if case .expectation = $0 { true } else { false } }
    if hasExpectations {
      // The checker's verdict does not matter (the input is arbitrary); that it runs does.
      _ = try? ExpectationChecker.check(TraceLineCursor(trace))
    }
    return .replayed(outcome)
  }

  /// Why a trace is too big to replay within a fuzzing budget, if it is.
  static func reasonToSkip(_ trace: Trace) -> String? {
    let header = trace.header
    guard trace.lines.count <= maximumLines else { return "\(trace.lines.count) lines" }
    guard nodeCount(header.scene.children) <= maximumNodes else { return "too many nodes" }
    guard header.scene.width * header.scene.height <= maximumArea else { return "scene too large" }
    var latest = 0.0
    for line in trace.lines {
      switch line {
      case .event(let event): latest = max(latest, event.time)
      case .expectation(let expectation): latest = max(latest, expectation.time ?? 0)
      }
    }
    let specs = [header.recorder.downAnimation, header.recorder.upAnimation]
    let animations = specs.map { Animation($0, sdk: header.sdk).duration }.reduce(0, +)
    let states = header.scene.animations.values.map { Animation($0, sdk: header.sdk).duration }
    let seconds = latest + animations + (states.max() ?? 0)
    guard seconds * header.fps <= Double(maximumFrames) else {
      return "\(seconds) s at \(header.fps) fps"
    }
    return nil
  }

  private static func nodeCount(_ nodes: [SceneNode]) -> Int {
    nodes.reduce(nodes.count) { count, node in
      if case .group(let group) = node.content { return count + nodeCount(group.children) }
      return count
    }
  }
}
