import ArgumentParser
import RippleFindings
import RippleRender
import RippleTrace

struct Report: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Print every ripple's lifecycle and visibility, and the findings with fixes.",
    discussion: """
      Exits 0, or 1 when --fail-on is given and a finding of that severity or worse exists; \
      2 on a bad trace; 64 on a bad option; 74 when standard output cannot be written.
      """)

  @Argument(help: "A trace file (.ripple.jsonl).")
  var trace: String

  @Flag(help: "Write JSON Lines for machines instead of text.")
  var json = false

  @Flag(help: "With --json, also stream every finding instance.")
  var all = false

  @Option(help: "Exit 1 when a finding of this severity or worse exists.")
  var failOn: Severity?

  func validate() throws {
    if all && !json {
      throw ValidationError(
        "--all needs --json: the text report aggregates the findings of each code; "
          + "--json --all lists every instance")
    }
  }

  func run() throws {
    let worst: Severity?
    var output = StandardOutput()
    do {
      worst = try ReportRun.write(
        path: trace, format: json ? .json(all: all) : .text, warning: printWarning
      ) { output.write(line: $0) }
    } catch {
      output.flush()
      throw malformedTrace(error)
    }
    try finish(&output)
    if let failOn, let worst, worst >= failOn {
      printError("--fail-on \(failOn.rawValue): the worst finding is of severity \(worst.rawValue)")
      throw ExitCode.failure
    }
  }
}

extension Severity: ExpressibleByArgument {}
