import ArgumentParser
import RippleCheck
import RippleRender

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check the expect lines of traces; exits 1 when one fails, 2 on a bad trace.",
    discussion: """
      Prints each failure as file:line: expected X, got Y, then "N passed, M failed", counting \
      expect lines, not files. Exits 2 also for a path without a trace, 64 on a bad option, \
      and 74 when standard output cannot be written.
      """)

  @Argument(
    help: "Trace files, or folders searched for *.ripple.jsonl (links followed); each file once.")
  var paths: [String]

  func run() throws {
    var output = StandardOutput()
    let status = CheckRun.run(
      paths: paths, problem: printError, warning: printWarning
    ) { output.write(escaping: $0) }
    try finish(&output)
    if status != 0 { throw ExitCode(status) }
  }
}
