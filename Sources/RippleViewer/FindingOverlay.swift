import RippleFindings
import RippleRender
import RippleTrace

/// The `i` overlay: the selected finding in full, which the findings pane can only start on
/// a small screen: its first and worst instances with their explanations, the fix and what
/// re-simulation made of each candidate, as `report` words them.
enum FindingOverlay {
  /// The box for a summary, at most 80 columns wide: explanations wrap and read as prose.
  static func box(for summary: FindingSummary) -> TextOverlay {
    var entries = [
      TextOverlay.Entry(
        label: "seen",
        text: summary.count == 1
          ? "once: \(FindingsText.describe(summary.first))"
          : "\(summary.count)×" + (summary.first == summary.worst ? ", the first the worst" : ""))
    ]
    if summary.count == 1 {
      entries.append(TextOverlay.Entry(label: "why", text: summary.first.explanation))
    } else {
      let examples =
        summary.first == summary.worst
        ? [("first", summary.first)] : [("first", summary.first), ("worst", summary.worst)]
      for (label, finding) in examples {
        entries.append(
          TextOverlay.Entry(
            label: label, text: "\(FindingsText.describe(finding)): \(finding.explanation)"))
      }
    }
    entries.append(TextOverlay.Entry(label: "fix", text: FindingsText.fixText(summary)))
    if let brought = summary.fixBrings {
      entries.append(
        TextOverlay.Entry(
          label: "brings",
          text: "\(brought.first.code.rawValue), \(FindingsText.describe(brought.first)): "
            + brought.first.explanation))
    }
    for attempt in summary.rejectedFixes {
      entries.append(
        TextOverlay.Entry(
          label: "tried",
          text: "\(FindingsText.describe(attempt)): \(attempt.remaining.explanation)"))
    }
    return TextOverlay(
      title: "\(summary.code.rawValue) · \(summary.code.severity.rawValue)", entries: entries,
      widestBox: 80)
  }
}
