import Foundation
import RippleTrace

/// `ripplescope fuzz`: reads a trace's header, runs a campaign on it, shrinks the first
/// failure of each failed check and writes it as a regression trace (issue #5).
///
/// The edges live here (reading the header, the clock, writing files); the campaign, the
/// shrinker and the trace text are pure, so the same seed writes byte-identical files.
public enum FuzzRun {
  /// What to run.
  public struct Options: Sendable, Equatable {
    /// The trace whose header (scene and recorder) to press on.
    public var path: String
    /// The seed.
    public var seed: UInt64
    /// How many sequences to run.
    public var runs: Int
    /// The generator's settings other than the scene: longest sequence, well-formedness.
    public var maxEvents: Int
    /// Only sequences a real device can produce.
    public var wellFormed: Bool
    /// The folder regression traces are written to.
    public var outputFolder: String
    /// The checks not made: a CI gate's known, accepted failures.
    public var skipped: Set<FuzzCheck>
    /// The most seconds of runs: no run starts after them (a CI job's time budget), so fewer
    /// than ``runs`` may be made; `nil`: no limit. Shrinking comes after.
    public var seconds: Double?

    /// Creates options.
    public init(
      path: String, seed: UInt64, runs: Int, maxEvents: Int, wellFormed: Bool,
      outputFolder: String, skipped: Set<FuzzCheck> = [], seconds: Double? = nil
    ) {
      self.path = path
      self.seed = seed
      self.runs = runs
      self.maxEvents = maxEvents
      self.wellFormed = wellFormed
      self.outputFolder = outputFolder
      self.skipped = skipped
      self.seconds = seconds
    }
  }

  /// What a run did.
  public struct Summary: Sendable, Equatable {
    /// What the campaign found.
    public var tally: FuzzTally
    /// The regression traces written, as paths.
    public var written: [String]
    /// Whether any check failed.
    public var failed: Bool { !tally.firstFailures.isEmpty }
  }

  /// Why a run could not finish.
  public enum Failure: Error, Sendable, CustomStringConvertible {
    /// The input trace is malformed.
    case trace(TraceError)
    /// A regression trace could not be written.
    case write(path: String, reason: String)

    /// One line for stderr.
    public var description: String {
      switch self {
      case .trace(let error): error.description
      case .write(let path, let reason): "\(path): cannot write: \(reason)"
      }
    }
  }

  /// ANSI's erase from the cursor to the end of the line.
  private static let clearToEndOfLine = "\u{1B}[K"

  /// Runs a campaign and writes its regression traces.
  /// - Parameters:
  ///   - progress: Receives a progress line (starting with `\r` and ending with the terminal's
  ///     clear-to-end-of-line, so a shorter line leaves nothing of a longer one; the last one
  ///     ends with `\n`) a few times a second; pass it only when stderr is a terminal.
  ///   - progressColumns: The terminal's width, asked at each progress line: a line is cut to
  ///     fit, since a wrapped one would leave its first row behind at every update.
  ///   - warning: Receives the scene trace's warnings, before the campaign starts.
  ///   - output: Receives the report, line by line.
  /// - Throws: ``Failure``.
  public static func run(
    _ options: Options, progress: ((String) -> Void)? = nil,
    progressColumns: () -> Int? = { nil }, warning: (TraceWarning) -> Void = { _ in },
    output: (String) -> Void
  ) throws(Failure) -> Summary {
    let header: TraceHeader
    do {
      // Only the header is used, but a malformed line anywhere fails the run.
      let validated = try TraceReader.validate(path: options.path)
      header = validated.header
      validated.warnings.forEach(warning)
    } catch {
      throw .trace(error)
    }
    try checkFolder(options.outputFolder)
    let settings = GeneratorSettings(
      header: header, maxEvents: options.maxEvents, wellFormed: options.wellFormed)
    let checks = Set(FuzzCheck.allCases).subtracting(options.skipped)
    let campaign = FuzzCampaign(
      header: header, settings: settings, seed: options.seed, checks: checks)
    output(
      "fuzz \(options.path): seed \(options.seed), \(counted(options.runs, "run")) of "
        + (settings.maxEvents == 1 ? "1 event" : "1–\(settings.maxEvents) events")
        + (options.wellFormed ? ", well-formed only" : "")
        + (options.skipped.isEmpty
          ? "" : "; skipping " + options.skipped.sorted().map(\.name).joined(separator: ", ")))

    let clock = ContinuousClock()
    let start = clock.now
    let startCPU = processorSeconds()
    var shown = start
    let deadline = options.seconds.map { start + .seconds($0) }
    let tally = campaign.run(runs: options.runs, until: deadline) { tally in
      guard let progress, clock.now - shown >= .milliseconds(200) else { return }
      shown = clock.now
      progress(
        progressText(
          progressLine(tally, options: options, seconds: (clock.now - start) / .seconds(1)),
          columns: progressColumns()))
    }
    let elapsed = (clock.now - start) / .seconds(1)
    let cpu = processorSeconds() - startCPU
    let rate = elapsed > 0 ? Double(tally.events) / elapsed : 0
    let cpuRate = cpu > 0 ? Double(tally.events) / cpu : 0
    progress?(
      progressText(
        progressLine(tally, options: options, seconds: elapsed), columns: progressColumns())
        + "\n")
    output(
      "\(counted(tally.runs, "run")), \(counted(tally.events, "event")), "
        + "\(counted(tally.frames, "frame")) in "
        + "\(DecimalText.fixed(elapsed, digits: 2)) s (\(DecimalText.fixed(cpu, digits: 2)) s of CPU): "
        + "\(grouped(rate)) events/s on one core (\(grouped(cpuRate)) per CPU second); "
        + "\(counted(tally.failingRuns, "run")) failed"
        + (tally.runs < options.runs
          ? "; stopped at the --seconds limit, \(counted(options.runs - tally.runs, "run")) short"
          : ""))

    var written: [String] = []
    // The first regression trace that could not be written.
    var unwritten: Failure?
    for failure in tally.firstFailures {
      let (events, log) = campaign.shrink(failure)
      let evidence = campaign.oracle.run(events, checking: [failure.check]).evidence(
        for: failure.check)
      let provenance = FuzzProvenance(
        source: options.path, seed: options.seed, run: failure.run, maxEvents: settings.maxEvents,
        wellFormed: options.wellFormed)
      let line =
        "FAIL \(failure.check.name): \(counted(failure.runs, "run")), first run \(failure.run); "
        + "shrunk \(failure.events.count) → \(counted(events.count, "event"))"
      let regression: RegressionTrace
      do {
        regression = try RegressionTrace(
          check: failure.check, header: header, events: events, evidence: evidence,
          provenance: provenance, log: log)
      } catch {
        output(line + "; not written: the trace does not read back: \(error.description)")
        continue
      }
      guard regression.verification.failed == 0 else {
        let reasons = regression.verification.failures.map(\.message).joined(separator: "; ")
        output(line + "; not written: its expect lines do not hold: \(reasons)")
        continue
      }
      let path = (options.outputFolder as NSString).appendingPathComponent(regression.fileName)
      // A trace that cannot be written does not stop the others; the run fails at its end.
      if let reason = whyNotWritten(regression.text, to: path, folder: options.outputFolder) {
        unwritten = unwritten ?? .write(path: path, reason: reason)
        output(line + "; not written: \(reason)")
        continue
      }
      written.append(path)
      output(line + ": \(path)")
    }
    let failed = tally.firstFailures.count
    output(
      failed == 0
        ? "no check failed (\(counted(checks.count, "check")))"
        : "\(failed) of \(counted(checks.count, "check")) failed; "
          + "\(counted(written.count, "regression trace")) in \(options.outputFolder)")
    if let unwritten { throw unwritten }
    return Summary(tally: tally, written: written)
  }

  /// Fails before the campaign, rather than after it, when the folder to write to lies under
  /// a file, cannot be created (its name is not UTF-8, among others) or cannot be written to:
  /// it is created here, then removed again if it was missing (it is made only if a check
  /// fails).
  private static func checkFolder(_ folder: String) throws(Failure) {
    var missing: [String] = []
    var path = URL(fileURLWithPath: folder).standardizedFileURL
    var isFolder: ObjCBool = false
    while !FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) {
      missing.append(path.path)
      path.deleteLastPathComponent()
    }
    guard isFolder.boolValue else {
      throw .write(path: folder, reason: "\(path.path) is a file, not a folder")
    }
    // An existing folder must take new files, asked of the path as given, which the writes
    // use (`..` after a link leads through the link); a missing one is made below, where
    // `mkdir` says why it cannot be.
    guard !missing.isEmpty || access(folder, W_OK | X_OK) == 0 else {
      throw .write(path: folder, reason: String(cString: strerror(errno)))
    }
    // Each missing folder is made, outermost first, then removed again: the campaign writes
    // at its end. `mkdir` says why it cannot, in the system's words.
    var made: [String] = []
    defer { for madeFolder in made.reversed() { rmdir(madeFolder) } }
    for missingFolder in missing.reversed() {
      // A name whose bytes are not UTF-8 reaches the program with U+FFFD in their place:
      // making it would make another folder than the one named.
      if UndecodableFileName.isUndecodable(missingFolder) {
        throw .write(
          path: missingFolder, reason: "its name is not valid UTF-8: name another folder")
      }
      guard mkdir(missingFolder, 0o777) == 0 else {
        throw .write(path: missingFolder, reason: whyNotMade(missingFolder, failing: errno))
      }
      made.append(missingFolder)
    }
  }

  /// Why `mkdir` could not make a folder that is missing, failing with `error`: that error,
  /// or for a link whose target cannot be reached (the name is taken: "File exists"), why
  /// that target cannot.
  private static func whyNotMade(_ folder: String, failing error: Int32) -> String {
    var status = stat()
    guard error == EEXIST, stat(folder, &status) != 0 else {
      return String(cString: strerror(error))
    }
    let unreachable = errno
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder) else {
      return String(cString: strerror(error))
    }
    return unreachable == ENOENT
      ? "a link to \(target), which leads to nothing"
      : "a link to \(target): \(String(cString: strerror(unreachable)))"
  }

  /// Writes a regression trace, making its folder first; returns why it could not, in the
  /// system's words where Foundation has them (`Is a directory`, `No space left on device`).
  private static func whyNotWritten(_ text: String, to path: String, folder: String) -> String? {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      return nil
    } catch {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        return String(cString: strerror(EISDIR))
      }
      guard let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
        posix.domain == NSPOSIXErrorDomain
      else { return error.localizedDescription }
      return String(cString: strerror(Int32(posix.code)))
    }
  }

  /// A progress line as a terminal `columns` wide shows it in place: from the row's start,
  /// cut to `columns − 1` characters so that it never wraps (the cursor stays on the row),
  /// then the rest of the row cleared. The line is ASCII: a character is a column.
  static func progressText(_ line: String, columns: Int?) -> String {
    let fitted = columns.map { String(line.prefix(max($0 - 1, 0))) } ?? line
    return "\r" + fitted + clearToEndOfLine
  }

  private static func progressLine(_ tally: FuzzTally, options: Options, seconds: Double) -> String
  {
    let rate = seconds > 0 ? Double(tally.events) / seconds : 0
    return "runs \(tally.runs)/\(options.runs), \(grouped(rate)) events/s, "
      + "\(tally.failingRuns) failing runs, \(tally.firstFailures.count) checks failed"
  }

  /// The processor time this process has used, in seconds (C `clock()`): what one core
  /// did, whatever else the machine runs.
  private static func processorSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
  }

  /// `1234567.8` → `1,234,568`; a rate beyond 10^18 (a clock that barely moved) is shown as
  /// 10^18.
  static func grouped(_ value: Double) -> String {
    let digits = String(Int(min(value, 1e18).rounded()))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }
}
