import RippleFindings
import RippleTrace

/// The findings section of the text report: one block per code with its count, first and
/// worst examples, explanation, verified fix and the candidates that failed (SPEC §7).
public enum FindingsText {
  /// The section's lines.
  public static func lines(for summaries: [FindingSummary], count: Int) -> [String] {
    guard !summaries.isEmpty else { return ["No findings."] }
    var lines = [
      "Findings: \(count) in \(counted(summaries.count, "code"))"
    ]
    for summary in summaries {
      lines.append("")
      lines.append(
        "  \(summary.code.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0))"
          + "\(summary.code.rawValue) ×\(summary.count)")
      for line in block(for: summary) {
        lines.append(String(repeating: " ", count: 8 + 2 * line.depth) + line.text)
      }
    }
    return lines
  }

  /// One line of a summary's block, ``block(for:)``.
  public struct BlockLine: Sendable, Equatable {
    /// How far it is indented, in steps: 1 for the examples and the fix, 2 for what a
    /// candidate left or brought, 3 for that instance's explanation.
    public var depth: Int
    /// The line's text.
    public var text: String
  }

  /// What the report says of a summary under its code: its first and worst examples with
  /// their explanations, the fix, and each candidate tried with what it left or brought. The
  /// viewer shows the same lines for the selected finding (its `i` key).
  public static func block(for summary: FindingSummary) -> [BlockLine] {
    var block: [BlockLine] = []
    let examples =
      summary.count == 1 || summary.first == summary.worst
      ? [("", summary.first)] : [("first: ", summary.first), ("worst: ", summary.worst)]
    for (label, finding) in examples {
      block.append(BlockLine(depth: 1, text: label + describe(finding)))
      block.append(BlockLine(depth: 1, text: finding.explanation))
    }
    block.append(BlockLine(depth: 1, text: "fix: \(fixText(summary))"))
    for raised in summary.fixPaintsAbove {
      block.append(BlockLine(depth: 2, text: "it \(raised)"))
    }
    if let brought = summary.fixBrings {
      block.append(
        BlockLine(
          depth: 2, text: "it brings \(brought.first.code.rawValue), \(describe(brought.first)):"))
      block.append(BlockLine(depth: 3, text: brought.first.explanation))
    }
    // The candidates tried before it, or all of them when none removed the code.
    for attempt in summary.rejectedFixes {
      block.append(BlockLine(depth: 2, text: "\(describe(attempt)):"))
      block.append(BlockLine(depth: 3, text: attempt.remaining.explanation))
    }
    return block
  }

  /// What a summary says about its fix; the candidates that failed follow it.
  public static func fixText(_ summary: FindingSummary) -> String {
    if let fix = summary.fix {
      let verified = "\(fix) (verified: re-simulated with it, no \(summary.code.rawValue) remains"
      guard let brought = summary.fixBrings else { return verified + ")" }
      // The candidates that removed the code too, each bringing an error, were rejected.
      let rank =
        summary.rejectedFixes.contains(where: \.isNewError)
        ? "the fewest of the candidates that remove it" : "the only candidate that removes it"
      return verified + "; it brings \(counted(brought.count, "occlusion error")), \(rank))"
    }
    if summary.code == .orphanEvent {
      return "none in the app: the input is out of step (device or trace)"
    }
    return summary.rejectedFixes.isEmpty
      ? "no candidate fix to try" : "none verified: re-simulated, every candidate left some"
  }

  /// `zIndex: 1 on 'ripple' still leaves ripple 2, 3.500–4.308 s`.
  public static func describe(_ attempt: FixAttempt) -> String {
    attempt.isNewError
      ? "\(attempt.fix) brings \(attempt.remaining.code.rawValue), \(describe(attempt.remaining))"
      : "\(attempt.fix) still leaves \(describe(attempt.remaining))"
  }

  /// `ripple 1, 0.500–1.308 s`; `ripples 1–11, 0.500–2.858 s`; `at 0.250 s`.
  public static func describe(_ finding: Finding) -> String {
    let ids = finding.ripples
    let span =
      finding.start == finding.end
      ? "at \(DecimalText.fixed(finding.start)) s"
      : "\(DecimalText.fixed(finding.start))–\(DecimalText.fixed(finding.end)) s"
    guard !ids.isEmpty else { return span }
    return "\(RippleIDs.named(ids)), \(span)"
  }
}
