import RippleEngine
import RippleFindings
import RippleTrace

/// The machine-readable report of `ripplescope report --json`: JSON Lines, one object per
/// line with a `"type"` of `trace`, `ripple` or `summary` (schema in README.md).
public enum ReportJSON {
  /// The first line: what was analysed.
  public static func traceLine(for header: TraceHeader, file: String) -> String {
    line { json in
      json.key("type")
      json.string("trace")
      json.key("file")
      json.string(file)
      json.key("name")
      json.string(header.name)
      json.key("sdk")
      json.string(header.sdk.rawValue)
      json.key("fps")
      json.number(header.fps)
    }
  }

  /// One line per ripple, in the order ripples end.
  public static func rippleLine(for entry: LifecycleEntry, recorder: RecorderSettings) -> String {
    let ripple = entry.ripple
    return line { json in
      json.key("type")
      json.string("ripple")
      json.key("id")
      json.integer(ripple.id)
      json.key("pointer")
      json.integer(ripple.pointer)
      json.key("x")
      json.number(ripple.position.x)
      json.key("y")
      json.number(ripple.position.y)
      json.key("appendedAt")
      json.number(ripple.appendedAt)
      json.key("insertionEndsAt")
      json.number(ripple.insertionEndsAt)
      json.key("removal")
      if let removal = ripple.removal { write(removal, to: &json) } else { json.null() }
      json.key("goneAt")
      if let removal = ripple.removal { json.number(removal.goneAt) } else { json.null() }
      json.key("aliveAtEnd")
      json.bool(entry.isAliveAtEnd)
      json.key("visibilityFrames")
      write(entry.visibility, to: &json)
      json.key("findings")
      json.openArray()
      for code in entry.findings { json.string(code.rawValue) }
      json.closeArray()
      json.key("notes")
      json.openArray()
      for note in LifecycleTable.notes(for: entry, recorder: recorder) { json.string(note) }
      json.closeArray()
    }
  }

  /// One finding instance (with `--all`), as it is found.
  public static func findingLine(for finding: Finding) -> String {
    line { json in
      json.key("type")
      json.string("finding")
      writeMembers(of: finding, to: &json)
    }
  }

  /// One line per finding code: count, first and worst examples, and the verified fix.
  public static func findingSummaryLine(for summary: FindingSummary) -> String {
    line { json in
      json.key("type")
      json.string("findingSummary")
      json.key("code")
      json.string(summary.code.rawValue)
      json.key("severity")
      json.string(summary.code.severity.rawValue)
      json.key("count")
      json.integer(summary.count)
      json.key("first")
      json.openObject()
      writeMembers(of: summary.first, to: &json)
      json.closeObject()
      json.key("worst")
      json.openObject()
      writeMembers(of: summary.worst, to: &json)
      json.closeObject()
      json.key("fix")
      if let fix = summary.fix { json.string(fix.description) } else { json.null() }
      json.key("fixVerified")
      json.bool(summary.fix != nil)
    }
  }

  /// The last line: totals.
  public static func summaryLine(ripples: Int, aliveAtEnd: Int, findings: Int, end: Double)
    -> String
  {
    line { json in
      json.key("type")
      json.string("summary")
      json.key("ripples")
      json.integer(ripples)
      json.key("aliveAtEnd")
      json.integer(aliveAtEnd)
      json.key("findings")
      json.integer(findings)
      json.key("end")
      json.number(end)
    }
  }

  /// One object's line, its members written by `members`.
  private static func line(_ members: (inout JSONLine) -> Void) -> String {
    var json = JSONLine()
    json.openObject()
    members(&json)
    json.closeObject()
    return json.text
  }

  private static func writeMembers(of finding: Finding, to json: inout JSONLine) {
    json.key("code")
    json.string(finding.code.rawValue)
    json.key("severity")
    json.string(finding.severity.rawValue)
    json.key("ripples")
    json.openArray()
    for ripple in finding.ripples { json.integer(ripple) }
    json.closeArray()
    json.key("start")
    json.number(finding.start)
    json.key("end")
    json.number(finding.end)
    json.key("explanation")
    json.string(finding.explanation)
  }

  private static func write(_ tally: VisibilityTally, to json: inout JSONLine) {
    json.openObject()
    for phase in VisibilityTally.phases {
      json.key(phase)
      json.openObject()
      for visibility in Visibility.allCases {
        json.key(visibility)
        json.integer(tally.frames(phase, visibility))
      }
      json.closeObject()
    }
    json.closeObject()
  }

  private static func write(_ removal: Removal, to json: inout JSONLine) {
    json.openObject()
    json.key("cause")
    switch removal.cause {
    case .up(let pointer):
      json.string("up")
      json.key("byPointer")
      json.integer(pointer)
    case .cancel(let pointer):
      json.string("cancel")
      json.key("byPointer")
      json.integer(pointer)
    case .maxLive:
      json.string("maxLive")
      json.key("byPointer")
      json.null()
    }
    json.key("requestedAt")
    json.number(removal.requestedAt)
    json.key("startsAt")
    json.number(removal.startsAt)
    json.key("instant")
    json.bool(removal.animation == nil)
    json.closeObject()
  }
}
