import RippleEngine
import RippleFindings
import RippleTrace

/// The machine-readable report of `ripplescope report --json`: JSON Lines, one object per
/// line with a `"type"` of `trace`, `ripple` or `summary` (schema in README.md).
public enum ReportJSON {
  /// The first line: what was analysed.
  public static func traceLine(for header: TraceHeader, file: String) -> String {
    JSONLine.objectLine { json in
      json.member("type", "trace")
      json.member("file", file)
      json.member("name", header.name)
      json.member("sdk", header.sdk.rawValue)
      json.member("fps", header.fps)
    }
  }

  /// One line per ripple, in the order ripples end.
  public static func rippleLine(for entry: LifecycleEntry, recorder: RecorderSettings) -> String {
    let ripple = entry.ripple
    return JSONLine.objectLine { json in
      json.member("type", "ripple")
      json.member("id", ripple.id)
      json.member("pointer", ripple.pointer)
      json.member("x", ripple.position.x)
      json.member("y", ripple.position.y)
      json.member("appendedAt", ripple.appendedAt)
      json.member("insertionEndsAt", ripple.insertionEndsAt)
      json.key("removal")
      if let removal = ripple.removal { write(removal, to: &json) } else { json.null() }
      json.key("goneAt")
      if let removal = ripple.removal { json.number(removal.goneAt) } else { json.null() }
      json.member("aliveAtEnd", entry.isAliveAtEnd)
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
    JSONLine.objectLine { json in
      json.member("type", "finding")
      writeMembers(of: finding, to: &json)
    }
  }

  /// One line per finding code: count, first and worst examples, the verified fix, and the
  /// candidates re-simulation rejected, each with an instance it left.
  public static func findingSummaryLine(for summary: FindingSummary) -> String {
    JSONLine.objectLine { json in
      json.member("type", "findingSummary")
      json.member("code", summary.code.rawValue)
      json.member("severity", summary.code.severity.rawValue)
      json.member("count", summary.count)
      json.key("first")
      json.object { writeMembers(of: summary.first, to: &$0) }
      json.key("worst")
      json.object { writeMembers(of: summary.worst, to: &$0) }
      json.key("fix")
      if let fix = summary.fix { json.string(fix.description) } else { json.null() }
      json.member("fixVerified", summary.fix != nil)
      json.key("fixBrings")
      if let brought = summary.fixBrings {
        json.object { json in
          json.member("count", brought.count)
          json.key("first")
          json.object { writeMembers(of: brought.first, to: &$0) }
        }
      } else {
        json.null()
      }
      json.key("fixPaintsAbove")
      json.openArray()
      for raised in summary.fixPaintsAbove {
        json.object { json in
          json.member("node", raised.node)
          json.key("siblings")
          json.openArray()
          for sibling in raised.siblings { json.string(sibling) }
          json.closeArray()
        }
      }
      json.closeArray()
      json.key("rejectedFixes")
      json.openArray()
      for attempt in summary.rejectedFixes {
        json.object { json in
          json.member("fix", attempt.fix.description)
          json.key("remaining")
          json.object { writeMembers(of: attempt.remaining, to: &$0) }
        }
      }
      json.closeArray()
    }
  }

  /// The last line: totals.
  public static func summaryLine(ripples: Int, aliveAtEnd: Int, findings: Int, end: Double)
    -> String
  {
    JSONLine.objectLine { json in
      json.member("type", "summary")
      json.member("ripples", ripples)
      json.member("aliveAtEnd", aliveAtEnd)
      json.member("findings", findings)
      json.member("end", end)
    }
  }

  private static func writeMembers(of finding: Finding, to json: inout JSONLine) {
    json.member("code", finding.code.rawValue)
    json.member("severity", finding.severity.rawValue)
    json.key("ripples")
    json.openArray()
    for ripple in finding.ripples { json.integer(ripple) }
    json.closeArray()
    json.member("start", finding.start)
    json.member("end", finding.end)
    json.member("explanation", finding.explanation)
  }

  private static func write(_ tally: VisibilityTally, to json: inout JSONLine) {
    json.openObject()
    // Static keys, the raw values of `RipplePhase` and `Visibility`: a line per ripple writes
    // fifteen.
    write(tally, .inserting, as: "inserting", to: &json)
    write(tally, .present, as: "present", to: &json)
    write(tally, .removing, as: "removing", to: &json)
    json.closeObject()
  }

  private static func write(
    _ tally: VisibilityTally, _ phase: RipplePhase, as key: StaticString, to json: inout JSONLine
  ) {
    json.key(key)
    json.openObject()
    json.member("visible", tally.frames(phase, .visible))
    json.member("partial", tally.frames(phase, .partial))
    json.member("occluded", tally.frames(phase, .occluded))
    json.member("faded", tally.frames(phase, .faded))
    json.closeObject()
  }

  private static func write(_ removal: Removal, to json: inout JSONLine) {
    json.openObject()
    let (cause, pointer): (String, Int?) =
      switch removal.cause {
      case .up(let pointer): ("up", pointer)
      case .cancel(let pointer): ("cancel", pointer)
      case .maxLive: ("maxLive", nil)
      }
    json.member("cause", cause)
    json.key("byPointer")
    if let pointer { json.integer(pointer) } else { json.null() }
    json.member("requestedAt", removal.requestedAt)
    json.member("startsAt", removal.startsAt)
    json.member("instant", removal.animation == nil)
    json.closeObject()
  }
}
