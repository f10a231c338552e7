import RippleFindings
import RippleRender

/// The `i` overlay: the selected finding in full, which the findings pane can only start on
/// a small screen, in the report's words (``FindingsText/block(for:)``): its first and worst
/// instances with their explanations, the fix, and what re-simulation made of each
/// candidate.
enum FindingOverlay {
  /// The box for a summary, at most 80 columns wide: explanations wrap and read as prose.
  static func box(for summary: FindingSummary) -> TextOverlay {
    TextOverlay(
      title: "\(summary.code.rawValue) · \(summary.code.severity.rawValue) · \(summary.count)×",
      entries: FindingsText.block(for: summary).map { line in
        TextOverlay.Entry(text: line.text, indent: 2 * (line.depth - 1))
      },
      widestBox: 80)
  }
}
