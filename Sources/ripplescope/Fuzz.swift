import ArgumentParser
import Foundation
import RippleFuzz
import RippleRender
import RippleTrace

struct Fuzz: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuzz",
    abstract:
      "Press a trace's scene with generated sequences; shrink each failure to a regression trace.",
    discussion: """
      Runs seeded press sequences through the engine, the compositor and the findings \
      analysis, checking every finding code and the engine's self-checks. The first failure \
      of each check is shrunk and written to OUT/<check>-<hash>.ripple.jsonl with expect \
      lines that pin it. Same seed, same files. Exits 1 when a check failed, 2 on a bad trace, \
      an output folder it cannot write or a regression trace it could not write (after \
      writing the others), 64 on a bad option, 74 when standard output cannot be written.
      """)

  @Argument(help: "A trace file whose header (scene and recorder) to press on.")
  var sceneTrace: String

  @Option(parsing: .unconditional, help: "The generator's seed: 0…18446744073709551615.")
  var seed: UInt64 = 1

  @Option(parsing: .unconditional, help: "How many sequences to run: 1 or more.")
  var runs = 10_000

  @Option(parsing: .unconditional, help: "The longest sequence, in events: 1…100000.")
  var maxEvents = GeneratorSettings.defaultMaxEvents

  @Option(
    help:
      "The folder shrunk regression traces are written to; a relative one is under the current folder."
  )
  var out = "traces/fuzz"

  @Flag(
    help:
      "Only sequences a real device can produce: no orphan or duplicate events, every down on the scene."
  )
  var wellFormed = false

  @Option(
    help: ArgumentHelp(
      "A check not to make, for a CI gate's accepted failures; repeat it for more. The checks: "
        + FuzzCheck.allCases.map(\.name).joined(separator: ", ") + ".",
      valueName: "check"))
  var skip: [String] = []

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "A time budget, for a CI job: no run but the first starts after this many seconds (more "
        + "than 0, at most a day); the failures found by then are shrunk and written as usual, "
        + "after it."))
  var seconds: Double?

  func validate() throws {
    let names = FuzzCheck.allCases.map(\.name)
    for name in skip where FuzzCheck(name: name) == nil {
      let suggestion = KeySuggestion.closest(to: name, in: names).map { " (did you mean \($0)?)" }
      throw ValidationError(
        "--skip \(name): not a check\(suggestion ?? ""); the checks are "
          + names.joined(separator: ", "))
    }
    // A CI gate that checks nothing must not pass.
    guard Set(skip).count < names.count else {
      throw ValidationError("--skip leaves no check to make")
    }
    if let seconds, !(seconds > 0 && seconds <= 86_400) {
      throw ValidationError("--seconds must be more than 0 and at most 86400 (a day)")
    }
    guard runs >= 1 else {
      throw ValidationError("--runs must be ≥ 1: a campaign of no runs checks nothing")
    }
    guard !out.isEmpty else { throw ValidationError("--out needs a folder") }
    let lengths = GeneratorSettings.maxEventsRange
    guard lengths.contains(maxEvents) else {
      throw ValidationError(
        "--max-events must be in \(lengths.lowerBound)…\(lengths.upperBound)")
    }
  }

  func run() throws {
    let options = FuzzRun.Options(
      path: sceneTrace, seed: seed, runs: runs, maxEvents: maxEvents, wellFormed: wellFormed,
      outputFolder: out, skipped: Set(skip.compactMap(FuzzCheck.init(name:))), seconds: seconds)
    let progress: ((String) -> Void)? =
      isatty(STDERR_FILENO) != 0 ? { StandardError.write($0) } : nil
    let summary: FuzzRun.Summary
    var output = StandardOutput()
    do {
      summary = try FuzzRun.run(
        options, progress: progress, progressColumns: { StandardError.terminalColumns },
        warning: printWarning, output: { output.write(escaping: $0) })
    } catch {
      output.flush()
      printError(error.description)
      throw ExitCode(2)
    }
    try finish(&output)
    if summary.failed { throw ExitCode.failure }
  }
}
