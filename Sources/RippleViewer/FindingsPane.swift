import RippleFindings
import RippleRender
import RippleTrace

/// The findings pane: one row per finding code, the selected one highlighted, then its
/// explanation and its fix, and whether re-simulation verified the fix (SPEC §7). In fix mode
/// it compares the counts before and after the fix.
enum FindingsPane {
  /// Rows for the list: every summary if they fit, leaving two rows for the details.
  static func listRows(in rect: CellRect, count: Int) -> Int {
    let content = rect.height - 1
    return min(count, content >= 3 ? content - 2 : min(content, 1))
  }

  /// The first summary the list shows, keeping the selection in view.
  static func firstRow(in rect: CellRect, selected: Int, count: Int) -> Int {
    max(selected - listRows(in: rect, count: count) + 1, 0)
  }

  /// The summary under a clicked row; `nil` outside the list.
  static func summaryIndex(atRow y: Int, in rect: CellRect, state: ViewerState, count: Int)
    -> Int?
  {
    let row = y - rect.y - 1
    guard row >= 0, row < listRows(in: rect, count: count) else { return nil }
    let index = firstRow(in: rect, selected: state.selectedFinding, count: count) + row
    return index < count ? index : nil
  }

  /// Draws the pane.
  /// - Parameter baseline: The trace as recorded, when `model` is a fixed simulation.
  static func draw(
    into grid: inout CellGrid, rect: CellRect, model: TraceModel, baseline: TraceModel?,
    state: ViewerState, focused: Bool
  ) {
    guard !rect.isEmpty else { return }
    guard let findings = model.findings else {
      PaneTitle.draw("Findings", detail: "", into: &grid, rect: rect, focused: focused)
      let text =
        model.findingsFailure.map { "the analysis failed: \($0)" } ?? "analysing the whole trace…"
      grid.write(text, x: rect.x + 1, y: rect.y + 1, width: rect.width - 1, style: .dim)
      return
    }
    if let fix = model.fix, let before = baseline?.findings {
      drawComparison(
        into: &grid, rect: rect, fix: fix, before: before, after: findings,
        selected: state.selectedSummary(of: model)?.code, focused: focused)
      return
    }
    let summaries = findings.summaries
    let selected = min(max(state.selectedFinding, 0), summaries.count - 1)
    let listRows = listRows(in: rect, count: summaries.count)
    let first = firstRow(in: rect, selected: selected, count: summaries.count)
    var detail =
      summaries.isEmpty
      ? "none"
      : "\(findings.count) in \(counted(summaries.count, "code"))"
    // A list cut short says which codes it shows, as the timeline says which lanes.
    if listRows < summaries.count {
      let shown = listRows == 1 ? "code \(first + 1)" : "codes \(first + 1)–\(first + listRows)"
      detail += " · \(shown) of \(summaries.count)"
    }
    PaneTitle.draw("Findings", detail: detail, into: &grid, rect: rect, focused: focused)
    guard !summaries.isEmpty else {
      grid.write(
        "✓ no findings in this trace", x: rect.x + 1, y: rect.y + 1,
        width: rect.width - 1, style: .visible)
      return
    }
    // Counts line up, however many digits the largest has, with a space after it.
    let countWidth = max((summaries.map { "\($0.count)×".count }.max() ?? 0) + 1, 5)
    for row in 0..<listRows {
      let index = first + row
      guard index < summaries.count else { break }
      drawRow(
        summaries[index], into: &grid, x: rect.x, y: rect.y + 1 + row, width: rect.width,
        countWidth: countWidth, isSelected: index == selected)
    }
    let details = CellRect(
      x: rect.x + 2, y: rect.y + 1 + listRows, width: rect.width - 2,
      height: rect.height - 1 - listRows)
    drawDetails(summaries[selected], into: &grid, rect: details)
  }

  private static func drawRow(
    _ summary: FindingSummary, into grid: inout CellGrid, x: Int, y: Int, width: Int,
    countWidth: Int, isSelected: Bool
  ) {
    let severity = summary.first.severity
    var column = x
    let marker = isSelected ? "▸" : " "
    column += grid.write(marker, x: column, y: y, width: width, style: .highlight)
    column += grid.write(
      " " + severity.rawValue.padded(to: 7) + " ", x: column, y: y, width: x + width - column,
      style: style(of: severity))
    column += grid.write(
      summary.code.rawValue.padded(to: 21) + " ", x: column, y: y, width: x + width - column,
      style: .plain)
    column += grid.write(
      "\(summary.count)×".padded(to: countWidth), x: column, y: y, width: x + width - column,
      style: .dim)
    let ripples = RippleIDs.list(summary.first.ripples, marker: "#", separator: " ")
    let when = "at \(DecimalText.fixed(summary.first.start)) s"
    column += grid.write(
      [ripples, when].filter { !$0.isEmpty }.joined(separator: " ") + "  ", x: column, y: y,
      width: x + width - column, style: .dim)
    grid.write(summary.first.explanation, x: column, y: y, width: x + width - column)
    if isSelected { grid.restyle(CellRect(x: x, y: y, width: 1, height: 1), as: .highlight) }
  }

  /// Ends an explanation cut short: the `i` overlay shows it whole.
  private static let moreHint = " i: more"

  /// The selected finding's explanation, instances and fix, the fix on the last row.
  private static func drawDetails(
    _ summary: FindingSummary, into grid: inout CellGrid, rect: CellRect
  ) {
    guard !rect.isEmpty else { return }
    // The list's row shows the first instance; with several, the details explain the worst.
    let label = summary.count == 1 ? "why: " : "worst: "
    let why = WordWrap.lines(label + summary.worst.explanation, width: rect.width)
    let seen =
      summary.count == 1
      ? "seen once, at \(DecimalText.fixed(summary.first.start)) s"
      : "seen \(summary.count)×: first at \(DecimalText.fixed(summary.first.start)) s, worst at "
        + "\(DecimalText.fixed(summary.worst.start)) s"
    // Above the fix's row: the explanation, then where it was seen, which says the
    // explanation is the worst instance's; an explanation cut short ends with `…` and, where
    // it fits, the key that shows it whole.
    let rows = max(rect.height - 1, 0)
    let whyRows = min(why.count, rows >= 2 ? rows - 1 : rows)
    var lines = Array(why.prefix(whyRows))
    let isCut = whyRows < why.count && !lines.isEmpty
    // The last row shown runs on into the next, so that writing it cuts it with `…`.
    if isCut { lines[whyRows - 1] += " " + why[whyRows] }
    if rows > lines.count { lines.append(seen) }
    for (row, line) in lines.enumerated() {
      let more = isCut && row == whyRows - 1 && rect.width >= 2 * moreHint.count ? moreHint : ""
      let written = grid.write(
        line, x: rect.x, y: rect.y + row, width: rect.width - more.count,
        style: row < whyRows ? .plain : .dim)
      grid.write(more, x: rect.x + written, y: rect.y + row, width: more.count, style: .dim)
    }
    let fixRow = rect.y + min(lines.count, rect.height - 1)
    var column = rect.x
    column += grid.write("fix: ", x: column, y: fixRow, width: rect.maxX - column)
    guard let fix = summary.fix else {
      guard let attempt = summary.rejectedFixes.first else {
        grid.write(
          FindingsText.fixText(summary), x: column, y: fixRow, width: rect.maxX - column,
          style: .warning)
        return
      }
      column += grid.write(
        "none verified: \(FindingsText.describe(attempt))",
        x: column, y: fixRow, width: rect.maxX - column, style: .warning)
      grid.write("  f: try it", x: column, y: fixRow, width: rect.maxX - column, style: .dim)
      return
    }
    column += grid.write(
      fix.description, x: column, y: fixRow, width: rect.maxX - column, style: .info)
    if let brought = summary.fixBrings {
      column += grid.write(
        "  ✓ verified, but brings \(counted(brought.count, "occlusion error"))", x: column,
        y: fixRow, width: rect.maxX - column, style: .warning)
    } else {
      column += grid.write(
        "  ✓ verified by re-simulation", x: column, y: fixRow, width: rect.maxX - column,
        style: .visible)
    }
    grid.write("  f: show it", x: column, y: fixRow, width: rect.maxX - column, style: .dim)
  }

  /// The counts of each code before and after the fix, the selected code (↑ ↓ and enter act
  /// on the fixed simulation's findings, so a code the fix removed is not selectable) marked.
  private static func drawComparison(
    into grid: inout CellGrid, rect: CellRect, fix: Fix, before: FindingsReport,
    after: FindingsReport, selected: FindingCode?, focused: Bool
  ) {
    PaneTitle.draw(
      "Findings", detail: "WITH FIX: \(fix)", into: &grid, rect: rect, focused: focused,
      detailStyle: .warning)
    var codes = before.summaries.map(\.code)
    for summary in after.summaries where !codes.contains(summary.code) {
      codes.append(summary.code)
    }
    let rows = rect.height - 1
    let counts = codes.map { code in
      let old = before.summaries.first { $0.code == code }?.count ?? 0
      let new = after.summaries.first { $0.code == code }?.count ?? 0
      return (old, new, "\(old) → \(new)")
    }
    // The verdicts line up after the widest pair of counts, with two spaces.
    let countsWidth = max(counts.map(\.2.count).max() ?? 0, 10) + 2
    for (row, code) in codes.prefix(max(rows - 1, 1)).enumerated() {
      let (old, new, text) = counts[row]
      let y = rect.y + 1 + row
      if code == selected { grid.write("▸", x: rect.x, y: y, width: 1, style: .highlight) }
      var column = rect.x + 2
      column += grid.write(
        code.rawValue.padded(to: 21) + " ", x: column, y: y, width: rect.maxX - column)
      column += grid.write(
        text.padded(to: countsWidth), x: column, y: y, width: rect.maxX - column, style: .dim)
      let verdict: (String, CellStyle) =
        new == 0
        ? ("✓ gone", .visible)
        : (new < old ? "fewer" : old == 0 ? "new" : new > old ? "more" : "still there", .warning)
      grid.write(verdict.0, x: column, y: y, width: rect.maxX - column, style: verdict.1)
    }
    if rows >= 2 {
      grid.write(
        "showing the fixed simulation · f: back to the trace as recorded", x: rect.x + 2,
        y: rect.maxY - 1, width: rect.width - 2, style: .dim)
    }
  }

  /// The style of a severity.
  static func style(of severity: Severity) -> CellStyle {
    switch severity {
    case .error: .error
    case .warning: .warning
    case .info: .info
    }
  }
}
