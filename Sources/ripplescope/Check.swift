import ArgumentParser
import RippleCheck
import RippleTrace

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the expect lines of traces; exits 1 when one fails, 2 on a bad trace.",
    discussion: "Exits 2 also for a path without a trace, and 64 on a bad option.")

  @Argument(help: "Trace files or folders searched for *.ripple.jsonl.")
  var paths: [String]

  func run() throws {
    let (files, unusable) = TraceFiles.expand(paths)
    var result = CheckResult()
    var malformed = 0
    for (path, reason) in unusable { printError("\(path): \(reason)") }
    for file in files {
      do {
        let reader = try TraceReader(path: file)
        result.merge(try ExpectationChecker.check(reader))
        reader.warnings.forEach(printWarning)
      } catch {
        printError(error.description)
        malformed += 1
      }
    }
    for failure in result.failures { printLine("\(failure)") }
    let unread = [
      (malformed, "malformed trace", "malformed traces"),
      (unusable.count, "path without a trace", "paths without a trace"),
    ].filter { $0.0 > 0 }.map { ", \($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
    printLine(result.summary + unread.joined())
    if malformed + unusable.count > 0 { throw ExitCode(2) }
    if result.failed > 0 { throw ExitCode.failure }
  }
}
