import Foundation
import RippleFuzz
import Testing

/// End-to-end runs of the real binary (argument-parser's `AssertExecuteCommand` idea). This
/// target depends on the executable, so it is always built: a missing binary fails each test.
@Suite struct CommandLineTests {
  static let malformed = "Tests/RippleTraceTests/Fixtures/malformed"

  /// Every malformed fixture: exit code 2, `file:line:column:` on stderr with the line and
  /// column its first comment names, and nothing on stdout (nothing half-applied). `fuzz`
  /// uses only the header, but reads the whole file too.
  @Test(arguments: try fixtures())
  func malformedTraceExitsTwo(fixture: String) throws {
    let path = "\(Self.malformed)/\(fixture)"
    let bytes = try Data(contentsOf: Executable.packageRoot.appendingPathComponent(path))
    let first = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    let expected = try #require(first.split(separator: " ").dropFirst(2).first)
      .trimmingCharacters(in: CharacterSet(charactersIn: ":"))
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    for command in ["report", "check", "fuzz"] {
      let options = command == "fuzz" ? ["--runs", "1", "--out", out] : []
      let outcome = try Executable.run([command, path] + options)
      #expect(outcome.status == 2, "\(command) \(fixture)")
      #expect(
        outcome.stderr.hasPrefix("\(path):\(expected):"), "\(command) \(fixture): \(outcome.stderr)"
      )
      if command == "report" { #expect(outcome.stdout.isEmpty) }
    }
  }

  /// A state that no node reads is legal (SPEC §2.2) but changes nothing: every command that
  /// reads the file says so on stderr as `file:line:column: warning:` and goes on, exit 0.
  /// The fixture's comment gives the two expected warnings: lines 5 and 6.
  @Test(arguments: [["report"], ["check"], ["frame", "--at", "0.5"]])
  func unreadStatesAreWarnedAbout(command: [String]) throws {
    let path = "Tests/RippleTraceTests/Fixtures/warnings/unread-states.ripple.jsonl"
    let outcome = try Executable.run([command[0], path] + command.dropFirst())
    #expect(outcome.status == 0)
    let warnings = outcome.stderr.split(separator: "\n")
    #expect(warnings.count == 2, "\(outcome.stderr)")
    #expect(warnings.first?.hasPrefix("\(path):5:") == true)
    #expect(warnings.last?.hasPrefix("\(path):6:") == true)
    #expect(warnings.allSatisfy { $0.contains(": warning: no node's opacity or zIndex reads") })
    #expect(!outcome.stdout.isEmpty)
  }

  /// Output that cannot be written (a full disk) is incomplete: the command says so on stderr
  /// and exits 74, not 0.
  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"),
    arguments: [["report", "--json"], ["report"], ["check"], ["frame", "--at", "0.6"]])
  func aFullDiskFailsTheCommand(command: [String]) throws {
    let path = "traces/seed-removal-occluded.ripple.jsonl"
    let outcome = try Executable.run(
      [command[0], path] + command.dropFirst(), writingTo: "/dev/full")
    #expect(outcome.status == 74)
    #expect(outcome.stderr.contains("cannot write to standard output"), "\(outcome.stderr)")
  }

  /// A first word that names no subcommand exits 64 with the nearest name when it is a slip
  /// (the parser alone said "2 unexpected arguments", and `help nosuch` printed the main
  /// help and exited 0); `help` with a subcommand, or alone, still helps.
  @Test(arguments: [
    (["reprot", "traces"], "unknown subcommand 'reprot' (did you mean 'report'?)"),
    (["chek"], "unknown subcommand 'chek' (did you mean 'check'?)"),
    (["REPORT", "traces"], "unknown subcommand 'REPORT' (did you mean 'report'?)"),
    (["help", "nosuch"], "unknown subcommand 'nosuch'\n"),
    (["zzz"], "unknown subcommand 'zzz'\n"),
  ])
  func anUnknownSubcommandIsNamed(arguments: [String], message: String) throws {
    let outcome = try Executable.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("Error: " + message), "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
  }

  /// A file whose name starts with `-` is read as an option, here as short flags with `-h`
  /// among them, which printed the help and exited 0: the command says how to name the file
  /// and exits 64. Named so, or after `--`, it is read (and here refused as a trace without a
  /// header, exit 2); a name that no file has gets no hint.
  @Test func aFileNamedLikeAnOptionIsExplained() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dash-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "-night.ripple.jsonl"
    try Data().write(to: folder.appendingPathComponent(name))
    for command in [["report", name], ["frame", name, "--at", "0"], ["check", name]] {
      let outcome = try Executable.run(command, in: folder)
      #expect(outcome.status == 64)
      #expect(
        outcome.stderr.hasSuffix(
          "ripplescope: '\(name)' was read as an option; to name the file, write './\(name)' "
            + "or put '--' before it\n"), "\(outcome.stderr)")
    }
    for command in [["report", "./\(name)"], ["report", "--", name]] {
      let outcome = try Executable.run(command, in: folder)
      #expect(outcome.status == 2, "\(outcome.stderr)")
    }
    let missing = try Executable.run(["report", "-absent.ripple.jsonl"], in: folder)
    #expect(missing.status == 64)
    #expect(!missing.stderr.contains("was read as an option"))
    let another = "-json"
    try Data().write(to: folder.appendingPathComponent(another))
    let option = try Executable.run(["report", another], in: folder)
    #expect(option.status == 64)
    #expect(option.stderr.contains("Missing expected argument '<trace>'"), "\(option.stderr)")
    #expect(option.stderr.contains("'\(another)' was read as an option"), "\(option.stderr)")
  }

  /// Every subcommand the main help lists is one the command line knows: a subcommand
  /// without its own name would be refused as unknown (``UnknownSubcommand``).
  @Test func everyListedSubcommandRuns() throws {
    let help = try Executable.run(["--help"]).stdout
    // The lines after SUBCOMMANDS: up to the first empty one; a name starts each entry.
    let listed = (help.components(separatedBy: "SUBCOMMANDS:").last ?? "")
      .split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .prefix { !$0.isEmpty }
      .filter { $0.hasPrefix("  ") && $0.dropFirst(2).first != " " }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(listed == ["report", "check", "frame", "view", "fuzz"])
    for name in listed {
      #expect(try Executable.run([name, "--help"]).status == 0, "\(name)")
    }
  }

  /// `help` alone, with a subcommand or with itself still helps.
  @Test(arguments: [["help", "report"], ["help"], ["help", "help"], ["report", "--help"]])
  func helpStillHelps(arguments: [String]) throws {
    let outcome = try Executable.run(arguments)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("USAGE: ripplescope"))
  }

  /// A folder where a trace file is expected: exit 2, and what to give instead.
  @Test(arguments: [["report"], ["frame", "--at", "0"], ["fuzz", "--runs", "1"]])
  func aFolderIsNotATrace(command: [String]) throws {
    let outcome = try Executable.run([command[0], "traces"] + command.dropFirst())
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.hasPrefix(
        "traces:1:1: cannot read file: it is a folder: give a *.ripple.jsonl file in it"),
      "\(outcome.stderr)")
  }

  /// A message that cannot be written (stderr on a full disk) changes nothing: the exit code
  /// is the one the message would have come with, where a crash once gave 132.
  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"),
    arguments: [
      (["report", "Tests/RippleTraceTests/Fixtures/malformed/array-line.ripple.jsonl"], 2),
      (["report", "Tests/RippleTraceTests/Fixtures/warnings/unread-states.ripple.jsonl"], 0),
      (["check", "Tests/RippleTraceTests/Fixtures/malformed/array-line.ripple.jsonl"], 2),
      (["frame", "traces/seed-single-tap.ripple.jsonl", "--at", "0.1"], 74),
    ])
  func aFullDiskForMessagesKeepsTheExitCode(arguments: [String], status: Int) throws {
    // The last case writes its output to /dev/full too.
    let outcome = try Executable.run(
      arguments, writingTo: status == 74 ? "/dev/full" : nil, errorsTo: "/dev/full")
    #expect(Int(outcome.status) == status)
  }

  /// Sizes that would overflow or exhaust memory are refused before any work, with exit 64.
  @Test(arguments: [
    ["frame", "traces/seed-removal-occluded.ripple.jsonl", "--at", "0.1", "--width", "1001"],
    [
      "frame", "traces/seed-removal-occluded.ripple.jsonl", "--at", "0.1", "--height",
      "9223372036854775807",
    ],
    ["fuzz", "traces/seed-removal-occluded.ripple.jsonl", "--runs", "1", "--max-events", "100001"],
  ])
  func oversizedArgumentsAreRefused(arguments: [String]) throws {
    let outcome = try Executable.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("must be in 1…"), "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
  }

  /// A bad value is refused before anything runs, with exit code 64: a negative number is a
  /// value, not an option, so the message quotes it instead of saying the value is missing;
  /// an empty `--out` names no folder; no run, or every check skipped, would check nothing.
  @Test(arguments: [
    (
      ["frame", "traces/seed-single-tap.ripple.jsonl", "--at", "-1"],
      "'-1' is invalid for '--at <at>': takes seconds"
    ),
    (["frame", "traces/seed-single-tap.ripple.jsonl", "--at", "0.1", "--width", "-5"], "1…"),
    (["fuzz", "traces/seed-single-tap.ripple.jsonl", "--seed", "-3"], "'-3' is invalid"),
    (["fuzz", "traces/seed-single-tap.ripple.jsonl", "--runs", "-1"], "--runs must be"),
    (["fuzz", "traces/seed-single-tap.ripple.jsonl", "--out", ""], "--out needs a folder"),
    (
      ["fuzz", "traces/seed-single-tap.ripple.jsonl", "--skip", "ripple-pile"],
      "--skip ripple-pile: not a check (did you mean ripple-pileup?); the checks are "
        + "removal-occluded,"
    ),
    // A CI gate that checks nothing must not pass.
    (["fuzz", "traces/seed-single-tap.ripple.jsonl", "--runs", "0"], "--runs must be ≥ 1"),
    (["fuzz", "traces/seed-single-tap.ripple.jsonl", "--seconds", "0"], "--seconds must be"),
    (
      ["fuzz", "traces/seed-single-tap.ripple.jsonl"]
        + FuzzCheck.allCases.flatMap { ["--skip", $0.name] },
      "--skip leaves no check to make"
    ),
  ])
  func badValuesAreRefusedUpFront(arguments: [String], message: String) throws {
    let outcome = try Executable.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
    #expect(!outcome.stderr.contains("Missing value"))
  }

  @Test func seedBugReportNamesTheFindingTheLayerAndTheVerifiedFix() throws {
    let outcome = try Executable.run(["report", "traces/seed-removal-occluded.ripple.jsonl"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("removal-occluded"))
    #expect(outcome.stdout.contains("'base'"))
    #expect(outcome.stdout.contains("removed views are painted beneath current siblings"))
    #expect(outcome.stdout.contains("fix: zIndex: 1 on 'ripple' (verified"))
  }

  /// traces/sibling-ripple-over-removal.ripple.jsonl: `zIndex: 1` lifts ripples 1 and 3 but
  /// leaves ripple 2 beneath ripple 3; the report says so instead of suggesting the fix.
  @Test func reportQuotesWhatARejectedFixLeaves() throws {
    let trace = "traces/sibling-ripple-over-removal.ripple.jsonl"
    let text = try Executable.run(["report", trace]).stdout
    #expect(text.contains("fix: none verified"))
    #expect(text.contains("zIndex: 1 on 'ripple' still leaves ripple 2, 3.500–4.308 s"))
    #expect(text.contains("'ripple#3', painted above it, is opaque over it"))
    let json = try Executable.run(["report", "--json", trace]).stdout
    let line = try #require(json.split(separator: "\n").first { $0.contains("findingSummary") })
    let summary = try #require(
      JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(summary["fixVerified"] as? Bool == false)
    let rejected = try #require(summary["rejectedFixes"] as? [[String: Any]])
    #expect(rejected.count == 1)
    #expect(rejected.first?["fix"] as? String == "zIndex: 1 on 'ripple'")
    let remaining = rejected.first?["remaining"] as? [String: Any]
    #expect(remaining?["ripples"] as? [Int] == [2])
  }

  @Test func checkRefusesAFolderWithoutTraces() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try Executable.run(["check", folder.path])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("\(folder.path): no *.ripple.jsonl file in this folder"))
    #expect(outcome.stdout == "0 passed, 0 failed, 1 path without a trace\n")
  }

  #if os(Linux)
    /// A file name that is not UTF-8 reaches the program with U+FFFD in place of its bytes and
    /// cannot be opened by it: a folder's check names it rather than passing without it (its
    /// expectation would fail).
    @Test func checkNamesATraceWhoseNameIsNotUTF8() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("utf-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.copyItem(
        atPath: "traces/seed-single-tap.ripple.jsonl",
        toPath: folder.appendingPathComponent("ok.ripple.jsonl").path)
      let name = Array((folder.path + "/fails").utf8) + [0xFF] + Array(".ripple.jsonl".utf8)
      let descriptor = open((name + [0]).map { CChar(bitPattern: $0) }, O_CREAT | O_WRONLY, 0o600)
      try #require(descriptor >= 0)
      close(descriptor)
      let outcome = try Executable.run(["check", folder.path])
      #expect(outcome.status == 2)
      #expect(outcome.stderr.contains("fails\u{FFFD}.ripple.jsonl: its name is not valid UTF-8"))
      #expect(outcome.stdout.hasSuffix(" passed, 0 failed, 1 path without a trace\n"))
    }
  #endif

  /// A file named twice, by a folder and by name, or through a link, is checked once: the
  /// summary counts each trace's expectations once.
  @Test func checkCountsAFileNamedTwiceOnce() throws {
    let trace = "traces/seed-single-tap.ripple.jsonl"
    let once = try Executable.run(["check", trace])
    let link = FileManager.default.temporaryDirectory.appendingPathComponent(
      "link-\(UUID()).ripple.jsonl")
    try FileManager.default.createSymbolicLink(
      atPath: link.path,
      withDestinationPath: Executable.packageRoot.appendingPathComponent(trace).path)
    defer { try? FileManager.default.removeItem(at: link) }
    let twice = try Executable.run(["check", trace, "./" + trace, link.path])
    #expect(once.status == 0 && twice.status == 0)
    #expect(once.stdout.hasSuffix(" passed, 0 failed\n"))
    #expect(twice.stdout == once.stdout)
  }

  /// Links are followed to folders as to files: a folder given as a link is searched, and so
  /// is a linked subfolder; a link back up the tree searches nothing twice.
  @Test func checkFollowsLinksToFolders() throws {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("links-\(UUID())")
    let real = root.appendingPathComponent("real")
    let outer = root.appendingPathComponent("outer")
    try manager.createDirectory(at: real, withIntermediateDirectories: true)
    try manager.createDirectory(at: outer, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: root) }
    let trace = Executable.packageRoot.appendingPathComponent("traces/seed-single-tap.ripple.jsonl")
    try manager.copyItem(at: trace, to: real.appendingPathComponent("tap.ripple.jsonl"))
    try manager.createSymbolicLink(
      at: root.appendingPathComponent("alias"), withDestinationURL: real)
    try manager.createSymbolicLink(
      at: outer.appendingPathComponent("sub"), withDestinationURL: real)
    try manager.createSymbolicLink(
      at: real.appendingPathComponent("up"), withDestinationURL: root)
    let direct = try Executable.run(["check", trace.path])
    #expect(direct.status == 0 && direct.stdout.hasSuffix(" passed, 0 failed\n"))
    for folder in ["alias", "outer", "real"] {
      let outcome = try Executable.run(["check", root.appendingPathComponent(folder).path])
      #expect(outcome.status == 0, "\(folder): \(outcome.stderr)")
      #expect(outcome.stdout == direct.stdout, "\(folder)")
    }
  }

  /// A folder that cannot be listed is named with why, exit 2: its traces are not checked,
  /// which must not pass unseen (it was skipped, exit 0); so is one that can be listed but
  /// not searched, whose subfolders cannot be reached. Run as `nobody`, as root reads all.
  @Test(.enabled(if: Executable.canRunUnprivileged, "needs setpriv to run as another user"))
  func checkNamesAFolderItCannotList() throws {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("locked-\(UUID())")
    let locked = root.appendingPathComponent("locked")
    let unsearchable = root.appendingPathComponent("unsearchable")
    let deeper = unsearchable.appendingPathComponent("deeper")
    try manager.createDirectory(at: locked, withIntermediateDirectories: true)
    try manager.createDirectory(at: deeper, withIntermediateDirectories: true)
    defer {
      for folder in [locked, unsearchable] {
        try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      }
      try? manager.removeItem(at: root)
    }
    let trace = Executable.packageRoot.appendingPathComponent("traces/seed-single-tap.ripple.jsonl")
    try manager.copyItem(at: trace, to: root.appendingPathComponent("open.ripple.jsonl"))
    try manager.copyItem(at: trace, to: locked.appendingPathComponent("hidden.ripple.jsonl"))
    try manager.copyItem(at: trace, to: deeper.appendingPathComponent("hidden.ripple.jsonl"))
    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
    try manager.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
    try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: unsearchable.path)
    let outcome = try Executable.run(["check", root.path], unprivileged: true)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("\(locked.path): cannot be listed: Permission denied"))
    #expect(outcome.stderr.contains("\(deeper.path): Permission denied"))
    #expect(outcome.stdout.hasSuffix(" passed, 0 failed, 2 paths without a trace\n"))
  }

  /// An output folder that exists but takes no new files fails `fuzz` before its campaign,
  /// with why (it failed after every run, and with the system's wording only when writing).
  /// Run as `nobody`, as root may write anywhere.
  @Test(.enabled(if: Executable.canRunUnprivileged, "needs setpriv to run as another user"))
  func fuzzRefusesAFolderItCannotWriteBeforeRunning() throws {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent("read-only-\(UUID())")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: folder) }
    try manager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    let outcome = try Executable.run(
      [
        "fuzz", "traces/seed-removal-occluded.ripple.jsonl", "--runs", "10000", "--out",
        folder.path,
      ],
      unprivileged: true)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stderr == "\(folder.path): cannot write: Permission denied\n")
    #expect(outcome.stdout.isEmpty)
  }

  /// A trace without an expect line checks nothing: said on stderr and in the summary, so a
  /// regression trace whose checks were commented out does not pass unseen; not an error.
  @Test func checkNamesATraceWithoutExpectLines() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bare-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bare = folder.appendingPathComponent("bare.ripple.jsonl")
    let lines = try String(contentsOfFile: "traces/seed-single-tap.ripple.jsonl", encoding: .utf8)
      .split(separator: "\n").filter { !$0.contains("\"expect\"") }
    try (lines.joined(separator: "\n") + "\n").write(to: bare, atomically: true, encoding: .utf8)
    let outcome = try Executable.run(["check", bare.path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("\(bare.path): warning: no expect line"))
    #expect(outcome.stdout == "0 passed, 0 failed, 1 trace without an expect line\n")
  }

  /// A folder named like a trace is searched, not read: its trace passes. A pipe named like
  /// one is not read (it would block until something writes to it) but named: exit 2.
  @Test func checkSearchesAFolderNamedLikeATrace() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nest-\(UUID())")
    let inner = folder.appendingPathComponent("dir.ripple.jsonl")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("pipe.ripple.jsonl").path, 0o600) == 0)
    try FileManager.default.copyItem(
      atPath: "traces/seed-single-tap.ripple.jsonl",
      toPath: inner.appendingPathComponent("seed.ripple.jsonl").path)
    let outcome = try Executable.run(["check", folder.path])
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stdout.hasSuffix(" passed, 0 failed, 1 path without a trace\n"))
    #expect(outcome.stderr.contains("pipe.ripple.jsonl: not a regular file"))
  }

  /// Names and keys come from the trace: printed, an escape sequence in one would clear the
  /// screen or set the window title. Every output shows it escaped instead.
  @Test func namesFromTheTraceCannotActOnTheTerminal() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("esc-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let header = #"""
      {"ripplescope": 1, "name": "a\u001b[2J", "scene": {"width": 300, "height": 80, \#
      "children": [{"name": "b\u001b]0;pwn\u0007", "fill": "primary"}, \#
      {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray"}]}}
      """#
    let trace = folder.appendingPathComponent("esc.ripple.jsonl").path
    try
      (header + "\n" + #"{"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}"# + "\n"
      + #"{"t": 0.5, "type": "up", "pointer": 1}"# + "\n")
      .write(toFile: trace, atomically: true, encoding: .utf8)
    let bad = folder.appendingPathComponent("bad.ripple.jsonl").path
    try
      (header + "\n" + #"{"t": 0, "type": "down", "pointer": 1, "x": 1, "y": 1, "\u001b[2Jk": 1}"#)
      .write(toFile: bad, atomically: true, encoding: .utf8)
    for arguments in [
      ["report", trace], ["report", "--json", trace], ["frame", trace, "--at", "0.6"],
      ["report", bad],
    ] {
      let outcome = try Executable.run(arguments)
      let printed = outcome.stdout + outcome.stderr
      #expect(!printed.unicodeScalars.contains("\u{1B}"), "\(arguments)")
      #expect(!printed.unicodeScalars.contains("\u{07}"), "\(arguments)")
      #expect(printed.contains("\\u001B"), "\(arguments)")
    }
  }

  @Test func reportRefusesAllWithoutJSON() throws {
    let outcome = try Executable.run([
      "report", "traces/seed-removal-occluded.ripple.jsonl", "--all",
    ])
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("--all needs --json"))
  }

  /// A bad trace is exit 2 for `view` too, even where it could not take a terminal.
  @Test func viewReportsAMissingTraceBeforeTheTerminal() throws {
    let outcome = try Executable.run(["view", "traces/no-such.ripple.jsonl"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("traces/no-such.ripple.jsonl:1:1: cannot read file"))
  }

  @Test func versionNamesTheTraceFormatItReads() throws {
    let outcome = try Executable.run(["--version"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "ripplescope 0.1.0, reading trace format 1\n")
  }

  @Test func failOnGatesOnSeverity() throws {
    let seed = "traces/seed-removal-occluded.ripple.jsonl"
    let failed = try Executable.run(["report", seed, "--fail-on", "error"])
    #expect(failed.status == 1)
    #expect(failed.stderr == "--fail-on error: the worst finding is of severity error\n")
    let fixed = "traces/seed-zindex-fixed.ripple.jsonl"
    #expect(try Executable.run(["report", fixed, "--fail-on", "info"]).status == 0)
  }

  @Test func checkCountsAndFails() throws {
    let passing = try Executable.run(["check", "traces/seed-removal-occluded.ripple.jsonl"])
    #expect(passing.status == 0)
    #expect(passing.stdout.hasSuffix(" passed, 0 failed\n"))
    let broken = FileManager.default.temporaryDirectory.appendingPathComponent(
      "broken-\(UUID()).ripple.jsonl")
    let trace = try String(
      contentsOf: Executable.packageRoot.appendingPathComponent(
        "traces/seed-removal-occluded.ripple.jsonl"), encoding: .utf8)
    // A wrong count of findings before the first event, checked last but printed first.
    try trace.replacingOccurrences(
      of: #""visibility": "occluded""#, with: #""visibility": "visible""#
    )
    .replacingOccurrences(of: #""occluder": "base""#, with: #""occluder": "null""#)
    .replacingOccurrences(
      of: #"{"paintOrder": ["ripple#1", "#, with: #"{"paintOrder": ["ripple#1, base", "#
    )
    .replacingOccurrences(
      of: "\n{\"t\": 0, \"type\": \"down\"",
      with: "\n{\"expect\": {\"findings\": 7}}\n"
        + "{\"expect\": {\"finding\": \"removal-occluded\", \"ripple\": 2}}\n"
        + "{\"t\": 0, \"type\": \"down\""
    )
    .write(to: broken, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: broken) }
    let failing = try Executable.run(["check", broken.path])
    #expect(failing.status == 1)
    #expect(failing.stdout.contains("expected ripple 1 visibility visible, got occluded"))
    #expect(failing.stdout.contains(" failed\n"))
    // Failures come in file order, whole-trace expectations (checked last) in their place.
    let lines = failing.stdout.split(separator: "\n").compactMap { line in
      line.split(separator: ":").dropFirst().first.flatMap { Int($0) }
    }
    #expect(lines.count == 11 && lines == lines.sorted())
    // Names are quoted as the trace spells them: a node named "null" or "ripple#1, base"
    // cannot read as none or as two.
    #expect(failing.stdout.contains(#"expected ripple 1 occluder "null", got "base""#))
    #expect(
      failing.stdout.contains(
        #"expected paintOrder ["ripple#1, base", "base", "background", "label", "dim"], "#
          + #"got ["ripple#1", "base", "background", "label", "dim"]"#))
    #expect(failing.stdout.contains("expected findings 7, got 1"))
    // A finding expected for the wrong ripple says which ripples have it.
    #expect(
      failing.stdout.contains("expected finding removal-occluded for ripple 2, got it for ripple 1")
    )
  }

  /// `orphan-event` names no ripple: an expectation of it for a ripple fails saying it was
  /// found for none, not that it was not found.
  @Test func checkSaysAFindingNamesNoRipple() throws {
    let trace = FileManager.default.temporaryDirectory
      .appendingPathComponent("orphan-\(UUID()).ripple.jsonl")
    try Data(
      """
      {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [\
      {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray"}]}}
      {"t": 0, "type": "up", "pointer": 1, "x": 150, "y": 40}
      {"expect": {"finding": "orphan-event", "ripple": 1}}
      {"expect": {"finding": "orphan-event"}}

      """.utf8
    ).write(to: trace)
    defer { try? FileManager.default.removeItem(at: trace) }
    let outcome = try Executable.run(["check", trace.path])
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout.contains("expected finding orphan-event for ripple 1, got it for no ripple"))
    #expect(outcome.stdout.hasSuffix("1 passed, 1 failed\n"), "\(outcome.stdout)")
  }

  @Test func jsonReportIsOneObjectPerLine() throws {
    let outcome = try Executable.run([
      "report", "--json", "traces/two-finger-remove-first.ripple.jsonl",
    ])
    let lines = outcome.stdout.split(separator: "\n")
    let types = try lines.map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["type"] as? String ?? ""
    }
    #expect(types.first == "trace")
    #expect(types.last == "summary")
    #expect(types.filter { $0 == "ripple" }.count == 2)
    // README's schema: frames per phase, then per classification.
    let ripple = try lines.first { $0.contains(#""type":"ripple""#) }.flatMap {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let frames = try #require(ripple?["visibilityFrames"] as? [String: [String: Int]])
    #expect(Set(frames.keys) == ["inserting", "present", "removing"])
    for counts in frames.values {
      #expect(Set(counts.keys) == ["visible", "partial", "occluded", "faded"])
    }
  }

  static func fixtures() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: Executable.packageRoot.appendingPathComponent(malformed).path
    ).filter { $0.hasSuffix(".ripple.jsonl") }.sorted()
  }
}
