import Foundation
import RippleCheck
import RippleFuzz
import RippleTrace
import Testing

/// The libFuzzer target's body (issue #5): every committed trace, and every input libFuzzer
/// found to crash, is read and replayed without a failed self-check.
@Suite struct ReaderFuzzInputTests {
  @Test func replaysEveryCommittedTrace() throws {
    for path in RepositoryTraces.files {
      let file = URL(fileURLWithPath: path)
      let verdict = ReaderFuzzInput.exercise(Array(try Data(contentsOf: file)))
      guard case .replayed(let outcome) = verdict else {
        Issue.record("\(file.lastPathComponent): \(verdict)")
        continue
      }
      #expect(outcome.isEmpty, "\(file.lastPathComponent): \(outcome.failedChecks)")
    }
  }

  /// Every input `Fuzz/run.sh` found to crash, kept in CrashInputs/ (one file each, as
  /// libFuzzer wrote it): each must replay with every self-check holding.
  static func crashInputs() throws -> [URL] {
    let folder = try #require(Bundle.module.url(forResource: "CrashInputs", withExtension: nil))
    return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "input" }.sorted { $0.path < $1.path }
  }

  @Test func replaysEveryCrashInput() throws {
    let inputs = try Self.crashInputs()
    #expect(!inputs.isEmpty)
    for input in inputs {
      let verdict = ReaderFuzzInput.exercise(Array(try Data(contentsOf: input)))
      guard case .replayed(let outcome) = verdict else {
        Issue.record("\(input.lastPathComponent) no longer replays: \(verdict)")
        continue
      }
      #expect(outcome.isEmpty, "\(input.lastPathComponent): \(outcome.failedChecks)")
    }
  }

  /// The first crash, minimised: a scene without a forEach still records ripples (SPEC §3),
  /// but paints none of them, and the paint order is the scene's leaves alone.
  @Test func aSceneWithoutForEachPaintsNoRipple() throws {
    let text = """
      {"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": [{"name": "base", "fill": "primary"}]}}
      {"t": 0, "type": "down", "pointer": 1, "x": 150, "y": 40}
      {"t": 0.05, "expect": {"paintOrder": ["base"], "live": 1}}
      """
    let verdict = ReaderFuzzInput.exercise(Array(text.utf8))
    guard case .replayed(let outcome) = verdict else {
      Issue.record("not replayed: \(verdict)")
      return
    }
    #expect(outcome.isEmpty)
    let trace = try Trace(bytes: Array(text.utf8), file: "no-foreach.ripple.jsonl")
    #expect(try ExpectationChecker.check(TraceLineCursor(trace)).failed == 0)
  }

  /// Text inputs, and a UTF-16 byte-order mark, FF FE, which is no UTF-8 at all.
  @Test(
    arguments: [
      "", "\n", "//\n", "{", "{}", #"{"ripplescope": 1}"#,
      #"{"ripplescope": 1, "scene": {"width": 1, "height": 1, "children": []}}"#
        + "\n{\"t\": 1e400}",
    ].map { Array($0.utf8) } + [[0xFF, 0xFE]])
  func rejectsOrSkipsOddInputs(input: [UInt8]) {
    switch ReaderFuzzInput.exercise(input) {
    case .unreadable, .skipped: break
    case .replayed(let outcome): #expect(outcome.isEmpty)
    }
  }

  @Test func skipsTracesTooLongToReplayQuickly() {
    let text =
      #"{"ripplescope": 1, "fps": 1000, "scene": {"width": 10, "height": 10, "children": []}}"#
      + "\n" + #"{"t": 3000, "type": "down", "pointer": 1, "x": 1, "y": 1}"#
    guard case .skipped = ReaderFuzzInput.exercise(Array(text.utf8)) else {
      Issue.record("a 3000 s trace at 1000 fps was replayed")
      return
    }
  }
}
