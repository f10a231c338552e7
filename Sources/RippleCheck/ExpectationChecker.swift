import RippleCompositor
import RippleEngine
import RippleFindings
import RippleTrace

/// Checks a trace's `expect` lines against the simulation, the compositor and the findings
/// (SPEC §1.3).
///
/// Instant expectations are checked when the replay reaches them, after the events before
/// them in the file; the others (`finding`, `findings`: the reader allows nothing else
/// without `t`) against the whole-trace findings.
public enum ExpectationChecker {
  /// Replays a trace and checks every expectation in it.
  /// - Throws: The source's ``TraceError``.
  public static func check(_ source: some TraceLineSource) throws(TraceError) -> CheckResult {
    var result = CheckResult()
    var wholeTrace: [Expectation] = []
    var found: Set<FindingKey> = []
    // Every code, for `findings` counts them all; no tallies, which no expectation reads.
    let scope = AnalysisScope(tallies: false, codes: Set(FindingCode.allCases))
    let (findings, _) = try FindingsAnalysis.run(source, scope: scope) { output in
      guard case .finding(let finding) = output else { return }
      found.insert(FindingKey(code: finding.code, ripple: nil))
      for ripple in finding.ripples { found.insert(FindingKey(code: finding.code, ripple: ripple)) }
    } visit: { step, simulation in
      guard case .expectation(let expectation) = step else { return }
      guard let time = expectation.time else { return wholeTrace.append(expectation) }
      result.record(expectation, failures: instantFailures(expectation, simulation, at: time))
    }
    for expectation in wholeTrace {
      var failures: [String] = []
      if let code = expectation.finding,
        !found.contains(FindingKey(code: code, ripple: expectation.ripple))
      {
        failures.append(
          "expected finding \(code.rawValue)"
            + (expectation.ripple.map { " for ripple \($0)" } ?? "") + ", got "
            + Self.otherRipples(with: code, in: found))
      }
      if let count = expectation.findings, count != findings.count {
        let codes = findings.summaries.map { "\($0.code.rawValue) ×\($0.count)" }
        failures.append(
          "expected findings \(count), got \(findings.count)"
            + (codes.isEmpty ? "" : " (" + codes.joined(separator: ", ") + ")"))
      }
      result.record(expectation, failures: failures)
    }
    // Whole-trace expectations were checked last, wherever they are in the file.
    result.failures = result.failures.enumerated()
      .sorted { ($0.element.location.line, $0.offset) < ($1.element.location.line, $1.offset) }
      .map(\.element)
    return result
  }

  /// `none`, the ripples a finding was found for (`it for ripples 1, 3`), or `it for no
  /// ripple` for a finding that names none (`orphan-event`).
  private static func otherRipples(with code: FindingCode, in found: Set<FindingKey>) -> String {
    let ripples = found.compactMap { $0.code == code ? $0.ripple : nil }.sorted()
    guard ripples.isEmpty else { return "it for \(RippleIDs.named(ripples))" }
    return found.contains(FindingKey(code: code, ripple: nil)) ? "it for no ripple" : "none"
  }

  private struct FindingKey: Hashable {
    var code: FindingCode
    var ripple: Int?
  }

  private static func instantFailures(
    _ expectation: Expectation, _ simulation: Simulation, at time: Double
  ) -> [String] {
    var failures: [String] = []
    let needsComposition =
      expectation.paintOrder != nil || expectation.visibility != nil
      || expectation.occluder != nil || expectation.transmittance != nil
    let composition = needsComposition ? Composition(simulation: simulation, at: time) : nil
    if let expected = expectation.live, expected != simulation.liveCount(at: time) {
      failures.append("expected live \(expected), got \(simulation.liveCount(at: time))")
    }
    if let expected = expectation.paintOrder, let actual = composition?.paintOrder,
      expected != actual
    {
      failures.append("expected paintOrder \(quoted(expected)), got \(quoted(actual))")
    }
    guard let id = expectation.ripple else { return failures }
    guard id <= simulation.createdCount else {
      return failures + [
        "expected ripple \(id), but no ripple \(id) exists at t=\(time): "
          + "\(counted(simulation.createdCount, "ripple")) created by then (an expect line is "
          + "checked where it stands: a down later in the file comes after it)"
      ]
    }
    let ripple = simulation.ripple(withID: id)
    let presentation = ripple.map { simulation.presentation(of: $0, at: time) }
    let phase = presentation?.phase ?? .gone
    if let expected = expectation.phase, expected != phase {
      failures.append("expected ripple \(id) phase \(expected.rawValue), got \(phase.rawValue)")
    }
    let visibility = phase == .gone ? nil : composition?.visibility(ofRipple: id)
    let gone = "none: the ripple is gone"
    if let expected = expectation.visibility, expected != visibility?.classification {
      failures.append(
        "expected ripple \(id) visibility \(expected.rawValue), "
          + "got \(visibility.map(\.classification.rawValue) ?? gone)")
    }
    if let expected = expectation.occluder {
      if let visibility, let composition, expected != visibility.occluder {
        failures.append(
          "expected ripple \(id) occluder \(quoted(expected)), got \(quoted(visibility.occluder))"
            + Self.unknownLayerHint(
              expected, in: composition, scene: simulation.header.scene))
      } else if visibility == nil {
        failures.append("expected ripple \(id) occluder \(quoted(expected)), got \(gone)")
      }
    }
    if let expected = expectation.transmittance {
      switch (expected, visibility?.transmittance) {
      case (nil, nil) where visibility != nil: break
      case (let expected?, let actual?) where Expectation.matches(expected, actual): break
      default:
        failures.append(
          "expected ripple \(id) transmittance \(expected.map { "\($0)" } ?? "null"), got "
            + (visibility == nil ? gone : visibility?.transmittance.map { "\($0)" } ?? "null"))
      }
    }
    let numbers = [
      ("alpha", expectation.alpha, presentation?.alpha),
      ("scale", expectation.scale, presentation?.values.scale),
    ]
    for case (let key, let expected?, let actual) in numbers {
      guard let actual, phase != .gone else {
        failures.append("expected ripple \(id) \(key) \(expected), got \(gone)")
        continue
      }
      if !Expectation.matches(expected, actual) {
        failures.append("expected ripple \(id) \(key) \(expected), got \(actual)")
      }
    }
    return failures
  }

  /// A node name as the trace spells it, quoted: `"body"`, or `null` for none, so that a name
  /// such as `null` or `a, b` cannot read as something else.
  private static func quoted(_ name: String?) -> String {
    name.map(JSONText.string) ?? "null"
  }

  /// Node names as the trace spells them: `["base", "ripple#1"]`.
  private static func quoted(_ names: [String]) -> String {
    "[" + names.map(JSONText.string).joined(separator: ", ") + "]"
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

extension ExpectationChecker {
  /// ` (no layer painted at this instant is named "bsae": did you mean "base"?)` when an
  /// expected occluder names no leaf or ripple painted then and no compositing group of the
  /// scene (a nested one too: a leaf names only its outermost); empty otherwise (`null`, or a
  /// layer that is simply not the occluder).
  fileprivate static func unknownLayerHint(
    _ expected: String?, in composition: Composition, scene: Scene
  ) -> String {
    guard let expected else { return "" }
    let layers = composition.leaves.map(\.name) + compositingGroups(in: scene.children)
    guard !layers.contains(expected) else { return "" }
    let suggestion = KeySuggestion.closest(to: expected, in: layers).map {
      ": did you mean \(JSONText.string($0))?"
    }
    return
      " (no layer painted at this instant is named \(JSONText.string(expected))\(suggestion ?? ""))"
  }

  /// The names of the compositing groups among nodes and below them.
  private static func compositingGroups(in nodes: [SceneNode]) -> [String] {
    nodes.flatMap { node -> [String] in
      guard case .group(let group) = node.content else { return [] }
      return (group.compositingGroup ? [node.name] : []) + compositingGroups(in: group.children)
    }
  }
}
