import ArgumentParser
import RippleRender
import RippleTrace

struct Report: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print every ripple's lifecycle: appended, removed, gone, and why.")

  @Argument(help: "A trace file (.ripple.jsonl).")
  var trace: String

  @Flag(help: "Write JSON Lines for machines instead of a table.")
  var json = false

  func run() throws {
    do {
      try ReportRun.write(path: trace, format: json ? .json : .text) { print($0) }
    } catch {
      throw malformedTrace(error)
    }
  }
}
