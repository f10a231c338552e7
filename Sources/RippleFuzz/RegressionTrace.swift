import RippleCheck
import RippleFindings
import RippleTrace

/// A shrunk failing sequence written as a regression trace (issue #5): the scene and
/// recorder it failed on, its events, and `expect` lines that pin the failure, so that
/// `ripplescope check` keeps it failing the same way; `//` comments say what failed, where
/// the sequence came from and how it was shrunk.
public struct RegressionTrace: Sendable {
  /// The check that failed.
  public let check: FuzzCheck
  /// The trace: header, events, then the expectations.
  public let trace: Trace
  /// The file's text, comments included.
  public let text: String
  /// `<check>-<hash>.ripple.jsonl`, the hash taken over the header and events, so the same
  /// minimal trace found twice gets the same name.
  public let fileName: String
  /// `ripplescope check`'s verdict on ``text``: no failure when the trace pins its failure.
  public let verification: CheckResult

  /// Builds the regression trace of a shrunk sequence.
  /// - Parameters:
  ///   - check: The check the sequence fails.
  ///   - header: The scene, recorder, SDK and frame rate it failed with.
  ///   - events: The shrunk sequence.
  ///   - evidence: What the failing check reported on the shrunk sequence.
  ///   - provenance: The campaign and run it came from.
  ///   - log: What shrinking did.
  /// - Throws: A ``TraceError`` if the written text does not read back (a writer bug).
  public init(
    check: FuzzCheck, header: TraceHeader, events: [TraceEvent], evidence: FailureEvidence?,
    provenance: FuzzProvenance, log: ShrinkLog
  ) throws(TraceError) {
    var header = header
    header.name = "fuzz \(check.name): \(header.name)"
    let lines = events.map(TraceLine.event)
    var findings: [Finding] = []
    let (collector, _) = try FindingsAnalysis.run(
      TraceLineCursor(Trace(header: header, lines: lines))
    ) {
      if case .finding(let finding) = $0 { findings.append(finding) }
    }
    let pins = Self.pins(check: check, findings: findings, count: collector.count)
    self.check = check
    trace = Trace(header: header, lines: lines + pins.map { .expectation($0.expectation) })

    let headerLine = TraceWriter.line(for: header)
    let eventLines = lines.map(TraceWriter.line(for:))
    fileName =
      "\(check.name)-\(Self.hash(([headerLine] + eventLines).joined(separator: "\n"))).ripple.jsonl"

    var text = Self.preamble(
      check: check, evidence: evidence, provenance: provenance, log: log, events: events.count)
    text += headerLine + "\n\n"
    text += eventLines.map { $0 + "\n" }.joined()
    for pin in pins {
      text +=
        Self.comment([pin.comment]) + TraceWriter.line(for: .expectation(pin.expectation)) + "\n"
    }
    self.text = text
    verification = try ExpectationChecker.check(
      TraceLineCursor(Trace(bytes: Array(text.utf8), file: fileName)))
  }

  /// The `//` lines above the header.
  private static func preamble(
    check: FuzzCheck, evidence: FailureEvidence?, provenance: FuzzProvenance, log: ShrinkLog,
    events: Int
  ) -> String {
    let kind: String
    switch check {
    case .finding(let code):
      kind =
        "a finding of SPEC §7 (\(code.severity.rawValue)): "
        + "the scene and recorder below have this bug"
    case .engine:
      kind = "an engine self-check: a bug in ripplescope itself, whatever the input"
    }
    var paragraphs = [
      [
        "Regression trace written by `ripplescope fuzz` (issue #5). Failed check: "
          + "\(check.name), \(kind)."
      ],
      [
        "Found by run \(provenance.run)"
          + (provenance.wellFormed ? ", well-formed sequences only," : "") + " of:",
        "  \(provenance.command)",
      ],
      [
        "Shrunk from \(log.originalCount) to \(counted(events, "event")) in "
          + "\(counted(log.evaluations, "re-simulation")): \(log.summary)."
      ],
    ]
    if let evidence {
      var context: [String] = []
      if !evidence.ripples.isEmpty { context.append(RippleIDs.named(evidence.ripples)) }
      if let time = evidence.time { context.append("t = \(DecimalText.fixed(time)) s") }
      let named = context.isEmpty ? "" : " (\(context.joined(separator: ", ")))"
      paragraphs.append(["What failed\(named): \(evidence.message)"])
    }
    paragraphs.append([
      "The expect lines below pin every finding of this trace; `ripplescope check` keeps it."
    ])
    return paragraphs.map(comment).joined()
  }

  /// The width comment lines wrap at, `// ` included.
  static let commentWidth = 96

  /// A paragraph's lines as `//` lines, each wrapped between words at ``commentWidth``; one
  /// that starts with two spaces (a command) is kept whole. Control characters, which names
  /// from the scene may hold, are written as `\uXXXX`, a line break too: printing the trace
  /// cannot act on a terminal, and a name stays on its comment line.
  static func comment(_ paragraph: [String]) -> String {
    var lines: [String] = []
    for part in paragraph.map(TerminalText.escapingControls) {
      if part.hasPrefix("  ") {
        lines.append("// " + part)
        continue
      }
      var line = "//"
      for word in part.split(separator: " ") {
        if line.count > 2 && line.count + 1 + word.count > commentWidth {
          lines.append(line)
          line = "//"
        }
        line += " " + word
      }
      lines.append(line)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// An expectation and the comment that explains it.
  private struct Pin {
    var comment: String
    var expectation: Expectation
  }

  /// `finding` expectations for the failing code (one per instance, with its first ripple not
  /// pinned yet, or one without a ripple), then the exact number of findings.
  private static func pins(check: FuzzCheck, findings: [Finding], count: Int) -> [Pin] {
    let location = SourceLocation(file: "", line: 0, column: 1)
    var pins: [Pin] = []
    if case .finding(let code) = check {
      let instances = findings.filter { $0.code == code }
      var ripples: [Int] = []
      for instance in instances {
        if let ripple = instance.ripples.sorted().first(where: { !ripples.contains($0) }) {
          ripples.append(ripple)
        }
      }
      if ripples.isEmpty, let first = instances.first {
        var expectation = Expectation(location: location)
        expectation.finding = code
        pins.append(
          Pin(comment: "\(code.rawValue): \(first.explanation)", expectation: expectation))
      }
      for ripple in ripples.sorted() {
        let explanation = instances.first { $0.ripples.contains(ripple) }?.explanation ?? ""
        var expectation = Expectation(location: location)
        expectation.finding = code
        expectation.ripple = ripple
        pins.append(
          Pin(
            comment: "\(code.rawValue) for ripple \(ripple): \(explanation)",
            expectation: expectation))
      }
    }
    var counts: [FindingCode: Int] = [:]
    for finding in findings { counts[finding.code, default: 0] += 1 }
    let listed = FindingCode.allCases.compactMap { code in
      counts[code].map { "\(code.rawValue) ×\($0)" }
    }
    var total = Expectation(location: location)
    total.findings = count
    pins.append(
      Pin(
        comment: "Every finding of this trace, exactly: "
          + (listed.isEmpty ? "none" : listed.joined(separator: ", ")) + ".",
        expectation: total))
    return pins
  }

  /// FNV-1a, 32 bits, as 8 hex digits: stable across runs and platforms.
  static func hash(_ text: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash = (hash ^ UInt32(byte)) &* 0x0100_0193
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
