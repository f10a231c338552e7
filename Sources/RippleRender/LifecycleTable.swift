import RippleEngine
import RippleFindings
import RippleTrace

/// The human-readable lifecycle table of `ripplescope report` (one row per ripple).
public enum LifecycleTable {
  /// The lines above the rows: the trace, its settings and the column titles.
  public static func heading(for header: TraceHeader, file: String) -> [String] {
    let recorder = header.recorder
    var settings = [
      "sdk \(header.sdk.rawValue)", "\(JSONText.number(header.fps)) fps",
      "onUp.remove \(recorder.removal.rawValue)", "onCancel \(recorder.cancel.rawValue)",
    ]
    if recorder.exitWaitsForEnter { settings.append("exitWaitsForEnter") }
    if let maxLive = recorder.maxLive { settings.append("maxLive \(maxLive)") }
    return [
      "\(header.name) — \(file)",
      settings.joined(separator: " · "),
      "",
      columns(["id", "pointer", "position", "appended", "removal", "starts", "gone", "notes"]),
    ]
  }

  /// One ripple's row.
  public static func row(for entry: LifecycleEntry, recorder: RecorderSettings) -> String {
    let ripple = entry.ripple
    let position =
      "(\(DecimalText.trimmed(ripple.position.x)), \(DecimalText.trimmed(ripple.position.y)))"
    let removal = ripple.removal
    return columns([
      String(ripple.id), String(ripple.pointer), position, DecimalText.fixed(ripple.appendedAt),
      removal.map { "\(describe($0.cause)) @ \(DecimalText.fixed($0.requestedAt))" } ?? "—",
      removal.map { DecimalText.fixed($0.startsAt) } ?? "—",
      removal.map { DecimalText.fixed($0.goneAt) } ?? "alive",
      notes(for: entry, recorder: recorder).joined(separator: "; "),
    ])
  }

  /// The line under a row: how long each phase was visible, partial, occluded or faded.
  public static func visibilityLine(for entry: LifecycleEntry, fps: Double) -> String {
    let phases = VisibilityTally.phases.compactMap { phase -> String? in
      let parts = Visibility.allCases.compactMap { visibility -> String? in
        let frames = entry.visibility.frames(phase, visibility)
        return frames == 0
          ? nil : "\(DecimalText.fixed(Double(frames) / fps))s \(visibility.rawValue)"
      }
      return parts.isEmpty ? nil : "\(phase.rawValue) " + parts.joined(separator: ", ")
    }
    let findings = entry.findings.map(\.rawValue)
    return "       " + (phases.isEmpty ? "never on screen" : phases.joined(separator: " · "))
      + (findings.isEmpty ? "" : "  ⚠ " + findings.joined(separator: ", "))
  }

  /// The policy notes that explain a row.
  public static func notes(for entry: LifecycleEntry, recorder: RecorderSettings) -> [String] {
    var notes: [String] = []
    if let removal = entry.ripple.removal {
      if case .maxLive = removal.cause {
        notes.append("oldest removed by maxLive \(recorder.maxLive ?? 0)")
      } else {
        // Literals: a report writes this note for nearly every ripple.
        switch recorder.removal {
        case .first: notes.append("onUp.remove first")
        case .last: notes.append("onUp.remove last")
        case .matching: break
        }
      }
      if removal.isDeferred {
        notes.append("deferred until its insertion ended (exitWaitsForEnter)")
      }
      if removal.animation == nil { notes.append("removal ends at once") }
    }
    if let pointer = entry.removedFromPointer {
      notes.append(
        "pointer \(pointer) removed pointer \(entry.ripple.pointer)'s ripple while it was down")
    }
    if entry.isAliveAtEnd {
      notes.append(
        entry.isPointerDownAtEnd
          ? "still held at the end"
          : "stuck: alive at the end, pointer \(entry.ripple.pointer) is up")
    }
    return notes
  }

  private static func describe(_ cause: RemovalCause) -> String {
    switch cause {
    case .up(let pointer): "up p\(pointer)"
    case .cancel(let pointer): "cancel p\(pointer)"
    case .maxLive: "maxLive"
    }
  }

  /// The columns' widths, a space included: ids of 7 digits (a million presses), positions
  /// of ±99,999.9, and times below 1,000,000 s (11 days; a million presses span 35 hours), so
  /// that rows stay aligned on any common trace. A longer cell still gets one space after it.
  private static let widths = [7, 8, 18, 11, 24, 11, 11]

  private static func columns(_ cells: [String]) -> String {
    var line = ""
    for (index, cell) in cells.enumerated() {
      guard index < widths.count else {
        line += cell
        break
      }
      let padding = max(widths[index] - cell.count, 1)
      line +=
        index < 2
        ? String(repeating: " ", count: padding) + cell + "  "
        : cell + String(repeating: " ", count: padding)
    }
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }
}
