import RippleEngine
import RippleFindings
import RippleTrace

/// The machine-readable report of `ripplescope report --json`: JSON Lines, one object per
/// line with a `"type"` of `trace`, `ripple` or `summary` (schema in README.md).
public enum ReportJSON {
  /// The first line: what was analysed.
  public static func traceLine(for header: TraceHeader, file: String) -> String {
    object([
      ("type", JSONText.string("trace")), ("file", JSONText.string(file)),
      ("name", JSONText.string(header.name)), ("sdk", JSONText.string(header.sdk.rawValue)),
      ("fps", JSONText.number(header.fps)),
    ])
  }

  /// One line per ripple, in the order ripples end.
  public static func rippleLine(for entry: LifecycleEntry, recorder: RecorderSettings) -> String {
    let ripple = entry.ripple
    let removal = ripple.removal
    return object([
      ("type", JSONText.string("ripple")), ("id", String(ripple.id)),
      ("pointer", String(ripple.pointer)),
      ("x", JSONText.number(ripple.position.x)), ("y", JSONText.number(ripple.position.y)),
      ("appendedAt", JSONText.number(ripple.appendedAt)),
      ("insertionEndsAt", JSONText.number(ripple.insertionEndsAt)),
      ("removal", removal.map { removalObject($0) } ?? "null"),
      ("goneAt", removal.map { JSONText.number($0.goneAt) } ?? "null"),
      ("aliveAtEnd", String(entry.isAliveAtEnd)),
      ("visibilityFrames", visibilityObject(entry.visibility)),
      (
        "findings",
        "[" + entry.findings.map { JSONText.string($0.rawValue) }.joined(separator: ",") + "]"
      ),
      (
        "notes",
        "["
          + LifecycleTable.notes(for: entry, recorder: recorder).map(JSONText.string)
          .joined(separator: ",") + "]"
      ),
    ])
  }

  /// One finding instance (with `--all`), as it is found.
  public static func findingLine(for finding: Finding) -> String {
    object([("type", JSONText.string("finding"))] + findingMembers(finding))
  }

  /// One line per finding code: count, first and worst examples, and the verified fix.
  public static func findingSummaryLine(for summary: FindingSummary) -> String {
    object([
      ("type", JSONText.string("findingSummary")), ("code", JSONText.string(summary.code.rawValue)),
      ("severity", JSONText.string(summary.code.severity.rawValue)),
      ("count", String(summary.count)),
      ("first", object(findingMembers(summary.first))),
      ("worst", object(findingMembers(summary.worst))),
      ("fix", summary.fix.map { JSONText.string($0.description) } ?? "null"),
      ("fixVerified", String(summary.fix != nil)),
    ])
  }

  /// The last line: totals.
  public static func summaryLine(ripples: Int, aliveAtEnd: Int, findings: Int, end: Double)
    -> String
  {
    object([
      ("type", JSONText.string("summary")), ("ripples", String(ripples)),
      ("aliveAtEnd", String(aliveAtEnd)), ("findings", String(findings)),
      ("end", JSONText.number(end)),
    ])
  }

  private static func findingMembers(_ finding: Finding) -> [(String, String)] {
    [
      ("code", JSONText.string(finding.code.rawValue)),
      ("severity", JSONText.string(finding.severity.rawValue)),
      ("ripples", "[" + finding.ripples.map(String.init).joined(separator: ",") + "]"),
      ("start", JSONText.number(finding.start)), ("end", JSONText.number(finding.end)),
      ("explanation", JSONText.string(finding.explanation)),
    ]
  }

  private static func visibilityObject(_ tally: VisibilityTally) -> String {
    object(
      VisibilityTally.phases.map { phase in
        (
          phase.rawValue,
          object(Visibility.allCases.map { ($0.rawValue, String(tally.frames(phase, $0))) })
        )
      })
  }

  private static func removalObject(_ removal: Removal) -> String {
    let cause: (String, Int?) =
      switch removal.cause {
      case .up(let pointer): ("up", pointer)
      case .cancel(let pointer): ("cancel", pointer)
      case .maxLive: ("maxLive", nil)
      }
    return object([
      ("cause", JSONText.string(cause.0)), ("byPointer", cause.1.map(String.init) ?? "null"),
      ("requestedAt", JSONText.number(removal.requestedAt)),
      ("startsAt", JSONText.number(removal.startsAt)),
      ("instant", String(removal.animation == nil)),
    ])
  }

  /// Joins members as bytes: appending UTF-8 skips the grapheme checks of `String +=`.
  private static func object(_ members: [(String, String)]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(members.reduce(2) { $0 + $1.0.utf8.count + $1.1.utf8.count + 4 })
    bytes.append(UInt8(ascii: "{"))
    for (index, member) in members.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: JSONText.string(member.0).utf8)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(contentsOf: member.1.utf8)
    }
    bytes.append(UInt8(ascii: "}"))
    return String(decoding: bytes, as: UTF8.self)
  }
}
