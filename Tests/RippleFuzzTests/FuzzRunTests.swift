import Foundation
import RippleCheck
import RippleFuzz
import RippleTrace
import Testing

/// `ripplescope fuzz` end to end, without the argument parser: it reads a trace's header,
/// reports, and writes regression traces that pass `check`, byte-identical for a seed.
@Suite struct FuzzRunTests {
  static let seedTrace = RepositoryTraces.folder
    .appendingPathComponent("seed-removal-occluded.ripple.jsonl").path

  func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("ripplescope-fuzz-\(UUID().uuidString)").path
  }

  func run(seed: UInt64, into folder: String) throws -> (FuzzRun.Summary, [String]) {
    var lines: [String] = []
    let options = FuzzRun.Options(
      path: Self.seedTrace, seed: seed, runs: 12, maxEvents: 12, wellFormed: false,
      outputFolder: folder)
    let summary = try FuzzRun.run(options) { lines.append($0) }
    return (summary, lines)
  }

  /// Progress lines overwrite one another on a terminal: each clears what a longer one
  /// before it left, and the last ends the line. One event at most is said as such.
  @Test func progressLinesClearTheirRest() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var progress: [String] = []
    var lines: [String] = []
    let options = FuzzRun.Options(
      path: Self.seedTrace, seed: 1, runs: 3, maxEvents: 1, wellFormed: false,
      outputFolder: folder)
    _ = try FuzzRun.run(
      options, progress: { progress.append($0) }, output: { lines.append($0) })
    #expect(!progress.isEmpty)
    #expect(progress.allSatisfy { $0.hasPrefix("\r") && $0.contains("\u{1B}[K") })
    #expect(progress.last?.hasSuffix("\u{1B}[K\n") == true)
    #expect(lines.first?.hasSuffix("seed 1, 3 runs of 1 event") == true)
  }

  /// A time budget stops the campaign before its runs are done, and the report says so; the
  /// first run is made however short the budget, or nothing would be checked.
  @Test func aTimeBudgetStopsTheRunsAndSaysSo() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var lines: [String] = []
    let options = FuzzRun.Options(
      path: Self.seedTrace, seed: 1, runs: 5000, maxEvents: 12, wellFormed: false,
      outputFolder: folder, seconds: 1e-9)
    let summary = try FuzzRun.run(options) { lines.append($0) }
    #expect(summary.tally.runs >= 1 && summary.tally.runs < options.runs)
    #expect(lines.contains { $0.contains("; stopped at the --seconds limit, ") }, "\(lines)")
  }

  /// On a terminal narrower than a progress line, each line is cut to one column less than
  /// its width: a line that wrapped would leave its first row behind at every update.
  @Test func progressLinesFitTheTerminal() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var progress: [String] = []
    let options = FuzzRun.Options(
      path: Self.seedTrace, seed: 1, runs: 3, maxEvents: 4, wellFormed: false,
      outputFolder: folder)
    _ = try FuzzRun.run(
      options, progress: { progress.append($0) }, progressColumns: { 20 }, output: { _ in })
    let shown = progress.map {
      $0.replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\u{1B}[K", with: "")
        .replacingOccurrences(of: "\n", with: "")
    }
    #expect(shown.last?.hasPrefix("runs 3/3, ") == true, "\(shown)")
    #expect(shown.allSatisfy { $0.count == 19 }, "\(shown)")
  }

  @Test func writesRegressionTracesThatPassCheck() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (summary, lines) = try run(seed: 1, into: folder)
    #expect(summary.failed)
    #expect(!summary.written.isEmpty)
    #expect(summary.written.count == summary.tally.firstFailures.count)
    #expect(lines.first?.hasPrefix("fuzz \(Self.seedTrace): seed 1, 12 runs") == true)
    #expect(lines.contains { $0.contains("events/s on one core") })
    #expect(lines.contains { $0.hasPrefix("FAIL removal-occluded: ") })
    for path in summary.written {
      let result = try ExpectationChecker.check(TraceReader(path: path))
      #expect(result.failed == 0 && result.passed >= 2, "\(path)")
    }
  }

  /// Skipped checks are not made: the same seed's campaign without `removal-occluded` and
  /// `orphan-event` fails every other check it failed with them, and writes no trace for
  /// them; the first and last lines name them and count the checks made.
  @Test func skippedChecksAreNotMade() throws {
    let (first, second) = (temporaryFolder(), temporaryFolder())
    defer {
      try? FileManager.default.removeItem(atPath: first)
      try? FileManager.default.removeItem(atPath: second)
    }
    let failed = { (summary: FuzzRun.Summary) in Set(summary.tally.firstFailures.map(\.check)) }
    let (all, _) = try run(seed: 1, into: first)
    let skipped: Set<FuzzCheck> = [.finding(.removalOccluded), .finding(.orphanEvent)]
    #expect(failed(all).isSuperset(of: skipped))
    var lines: [String] = []
    let options = FuzzRun.Options(
      path: Self.seedTrace, seed: 1, runs: 12, maxEvents: 12, wellFormed: false,
      outputFolder: second, skipped: skipped)
    let summary = try FuzzRun.run(options) { lines.append($0) }
    #expect(failed(summary) == failed(all).subtracting(skipped))
    #expect(summary.written.count == summary.tally.firstFailures.count)
    #expect(lines.first?.hasSuffix("; skipping removal-occluded, orphan-event") == true)
    let made = FuzzCheck.allCases.count - 2
    #expect(lines.last?.hasPrefix("\(failed(summary).count) of \(made) checks failed") == true)
  }

  @Test func sameSeedWritesByteIdenticalFiles() throws {
    let first = temporaryFolder()
    let second = temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: first)
      try? FileManager.default.removeItem(atPath: second)
    }
    let (one, _) = try run(seed: 7, into: first)
    let (two, _) = try run(seed: 7, into: second)
    let names = one.written.map { ($0 as NSString).lastPathComponent }
    #expect(!names.isEmpty)
    #expect(names == two.written.map { ($0 as NSString).lastPathComponent })
    for name in names {
      let a = try Data(contentsOf: URL(fileURLWithPath: first).appendingPathComponent(name))
      let b = try Data(contentsOf: URL(fileURLWithPath: second).appendingPathComponent(name))
      #expect(a == b, "\(name)")
    }
  }

  /// The scene trace's warnings reach the caller before the campaign: the fixture's comment
  /// names two states no node reads, on lines 5 and 6.
  @Test func passesOnTheScenesWarnings() throws {
    let path = RepositoryTraces.folder.deletingLastPathComponent()
      .appendingPathComponent("Tests/RippleTraceTests/Fixtures/warnings/unread-states.ripple.jsonl")
      .path
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let options = FuzzRun.Options(
      path: path, seed: 1, runs: 0, maxEvents: 4, wellFormed: false, outputFolder: folder)
    var warnings: [TraceWarning] = []
    _ = try FuzzRun.run(options, warning: { warnings.append($0) }, output: { _ in })
    #expect(warnings.map(\.location.line) == [5, 6])
  }

  /// A folder that cannot be made (beneath a file, named by a link to nothing, or by a name
  /// that reached the program with U+FFFD for bytes that are not UTF-8, which would make
  /// another folder) fails the run before the campaign (no sequence runs), and a folder that
  /// can is not left behind by a campaign that writes nothing.
  @Test func checksTheOutputFolderBeforeTheCampaign() throws {
    let path = RepositoryTraces.folder.appendingPathComponent(
      "seed-single-tap.ripple.jsonl"
    ).path
    let blocker = temporaryFolder()
    try Data().write(to: URL(fileURLWithPath: blocker))
    defer { try? FileManager.default.removeItem(atPath: blocker) }
    // A link to nothing names a folder that does not exist and cannot be made.
    let danglingLink = temporaryFolder()
    try FileManager.default.createSymbolicLink(
      atPath: danglingLink, withDestinationPath: temporaryFolder())
    defer { try? FileManager.default.removeItem(atPath: danglingLink) }
    let undecodable = temporaryFolder() + "/p\u{FFFD}"
    for folder in [
      "/proc/ripplescope-cannot-make", blocker + "/under-a-file", danglingLink, undecodable,
    ] {
      let options = FuzzRun.Options(
        path: path, seed: 1, runs: 10_000, maxEvents: 4, wellFormed: false, outputFolder: folder)
      var lines: [String] = []
      let failure = #expect(throws: FuzzRun.Failure.self) {
        try FuzzRun.run(options) { lines.append($0) }
      }
      #expect(lines.isEmpty, "\(folder): \(lines)")
      if folder == danglingLink {
        #expect(failure?.description.hasSuffix(", which leads to nothing") == true)
      }
      if folder == undecodable {
        #expect(failure?.description.hasSuffix("name another folder") == true)
        #expect(!FileManager.default.fileExists(atPath: folder))
      }
    }
    let unused = temporaryFolder() + "/a/b"
    let options = FuzzRun.Options(
      path: path, seed: 1, runs: 0, maxEvents: 4, wellFormed: false, outputFolder: unused)
    _ = try FuzzRun.run(options) { _ in }
    #expect(!FileManager.default.fileExists(atPath: (unused as NSString).deletingLastPathComponent))
  }

  /// A regression trace that cannot be written (a folder takes its name) is reported on its
  /// line, in the system's words, and fails the run at its end, after the others are written
  /// and the summary is given.
  @Test func writesTheOtherTracesWhenOneCannotBe() throws {
    let path = RepositoryTraces.folder.appendingPathComponent(
      "seed-removal-occluded.ripple.jsonl"
    ).path
    let first = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: first) }
    let options = { (folder: String) in
      FuzzRun.Options(
        path: path, seed: 1, runs: 20, maxEvents: 8, wellFormed: false, outputFolder: folder)
    }
    let names = try FuzzRun.run(options(first)) { _ in }.written.map {
      ($0 as NSString).lastPathComponent
    }
    #expect(names.count >= 3)
    let second = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: second) }
    let blocked = (second as NSString).appendingPathComponent(names[1])
    try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
    var lines: [String] = []
    let failure = #expect(throws: FuzzRun.Failure.self) {
      try FuzzRun.run(options(second)) { lines.append($0) }
    }
    #expect(failure?.description == "\(blocked): cannot write: Is a directory")
    #expect(lines.contains { $0.hasSuffix("; not written: Is a directory") })
    #expect(lines.last?.hasSuffix("\(names.count - 1) regression traces in \(second)") == true)
    for name in names where name != names[1] {
      #expect(
        FileManager.default.fileExists(atPath: (second as NSString).appendingPathComponent(name)))
    }
  }

  @Test func reportsAMalformedTrace() {
    let options = FuzzRun.Options(
      path: "/no/such/trace.ripple.jsonl", seed: 1, runs: 1, maxEvents: 4, wellFormed: false,
      outputFolder: temporaryFolder())
    #expect(throws: FuzzRun.Failure.self) { try FuzzRun.run(options) { _ in } }
  }
}
