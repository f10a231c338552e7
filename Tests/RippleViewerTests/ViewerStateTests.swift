import Foundation
import RippleFindings
import RippleRender
import RippleTrace
import Testing

@testable import RippleViewer

/// Every key of the viewer on the seed bug: frames 0…78, events at frames 0 and 30, the
/// `removal-occluded` finding from frame 30 (SPEC §8).
@Suite struct ViewerStateTests {
  let model: TraceModel

  init() throws {
    model = try Fixtures.seedModel()
  }

  private func press(_ keys: ViewerKey..., from state: ViewerState = ViewerState())
    -> ViewerState
  {
    var state = state
    for key in keys { state.handle(key, model: model, width: 80, height: 24) }
    return state
  }

  private func at(_ frame: Int) -> ViewerState {
    var state = ViewerState()
    state.frame = frame
    return state
  }

  @Test func arrowsAndVimKeysStepOneFrameAndStopAtTheEnds() {
    #expect(press(.right).frame == 1)
    #expect(press(.character("l"), .character("l")).frame == 2)
    #expect(press(.left, from: at(5)).frame == 4)
    #expect(press(.character("h"), from: at(5)).frame == 4)
    let first = press(.left)
    #expect(first.frame == 0)
    #expect(first.message == "first frame")
    #expect(press(.right, from: at(78)).frame == 78)
  }

  @Test func bracketsJumpBetweenEvents() {
    #expect(press(.character("]")).frame == 30)
    #expect(press(.character("]"), from: at(30)).message == "no later event")
    #expect(press(.character("["), from: at(36)).frame == 30)
    #expect(press(.character("["), from: at(30)).frame == 0)
  }

  /// traces/frameless-insertion-once.ripple.jsonl, at 1 fps: its last frame is 2 (t = 2 s,
  /// the trace ends at 2.1 + 0.808 s), so the up at 2.1 s shows in no frame: `]` from frame 2
  /// says there is no later event instead of staying silently.
  @Test func bracketSaysSoWhenTheNextEventIsPastTheLastFrame() throws {
    let model = try Fixtures.bundledModel("frameless-insertion-once.ripple.jsonl")
    #expect(model.lastFrame == 2)
    var state = ViewerState()
    state.frame = 2
    state.handle(.character("]"), model: model, width: 80, height: 24)
    #expect(state.frame == 2)
    #expect(state.message == "no later event")
  }

  @Test func nJumpsToFramesWithAFinding() {
    let next = press(.character("n"))
    #expect(next.frame == 30)
    #expect(next.message?.hasPrefix("removal-occluded") == true)
    // From frame 30, where it starts, `n` shows it; from it, there is no later one.
    let here = press(.character("n"), from: at(30))
    #expect(here.frame == 30 && here.message?.hasPrefix("removal-occluded") == true)
    #expect(press(.character("n"), from: here).message == "no later finding")
    #expect(press(.character("N"), from: at(50)).frame == 30)
  }

  /// `n` and `N` reach every instance, not only the first ones the report keeps in full
  /// (``FindingCollector/keptInstances``): the seed press repeated 1,100 times, every 2 s, each
  /// fading beneath `base` (SPEC §8), so ripple k's `removal-occluded` starts at its up,
  /// t = 2(k − 1) + 0.5, frame 120(k − 1) + 30.
  @Test func nAndNReachFindingsPastTheKeptInstances() throws {
    let presses = 1100
    #expect(presses > FindingCollector.keptInstances)
    let header = try String(contentsOfFile: Fixtures.seedTrace, encoding: .utf8)
      .split(separator: "\n").first { $0.hasPrefix("{\"ripplescope\"") }
    var text = try #require(header) + "\n"
    for press in 0..<presses {
      text += "{\"t\": \(2 * press), \"type\": \"down\", \"pointer\": 1, \"x\": 150, \"y\": 40}\n"
      text += "{\"t\": \(2 * press).5, \"type\": \"up\", \"pointer\": 1}\n"
    }
    let path = NSTemporaryDirectory() + "ripplescope-marks-\(UUID().uuidString).ripple.jsonl"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let model = try TraceModel(path: path)
    try model.analyzeFindings()
    #expect(model.findingMarks.frames == (0..<presses).map { 120 * $0 + 30 })
    var state = ViewerState()
    state.frame = model.lastFrame
    state.handle(.character("N"), model: model, width: 80, height: 24)
    #expect(state.frame == 120 * (presses - 1) + 30)
    #expect(state.message == "removal-occluded: from t = 2198.500 s")
    state.frame = 120 * 1049
    state.handle(.character("n"), model: model, width: 80, height: 24)
    #expect(state.frame == 120 * 1049 + 30)
    state.handle(.character("n"), model: model, width: 80, height: 24)
    #expect(state.frame == 120 * 1050 + 30)
  }

  /// traces/two-finger-remove-first.ripple.jsonl: ripple 1's insertion-occluded starts at
  /// frame 0; its removal-occluded and wrong-ripple-removed both at the up at 0.4 s, frame
  /// 24; ripple 2's removal-occluded at 1.5 s, frame 90. `n` and `N` visit every instance,
  /// those of the frame shown first included, in SPEC §7's order of codes within a frame.
  @Test func nAndNVisitEveryCodeThatStartsAtOneFrame() throws {
    let model = try Fixtures.bundledModel("two-finger-remove-first.ripple.jsonl")
    var state = ViewerState()
    var visited: [String] = []
    for key in "nnnnNNNN" {
      state.handle(.character(key), model: model, width: 80, height: 24)
      visited.append("\(state.frame) \(state.message?.prefix { $0 != ":" } ?? "")")
    }
    #expect(
      visited == [
        "0 insertion-occluded", "24 removal-occluded", "24 wrong-ripple-removed",
        "90 removal-occluded", "24 wrong-ripple-removed", "24 removal-occluded",
        "0 insertion-occluded", "0 no earlier finding",
      ])
  }

  /// Two fingers on SPEC §2's button, far apart (x = 50 and 250, disks of radius 50 that
  /// share no sample), both lifted at 0.5 s: each ripple's removal is painted beneath `base`
  /// (SPEC §8), two removal-occluded instances that start at frame 30. `n` names each.
  @Test func nVisitsEachInstanceOfACodeAtOneFrame() throws {
    let header = try String(contentsOfFile: Fixtures.seedTrace, encoding: .utf8)
      .split(separator: "\n").first { $0.hasPrefix("{\"ripplescope\"") }
    let lines = [
      try #require(header).description,
      #"{"t": 0, "type": "down", "pointer": 1, "x": 50, "y": 40}"#,
      #"{"t": 0, "type": "down", "pointer": 2, "x": 250, "y": 40}"#,
      #"{"t": 0.5, "type": "up", "pointer": 1}"#,
      #"{"t": 0.5, "type": "up", "pointer": 2}"#,
    ]
    let path = NSTemporaryDirectory() + "ripplescope-twoup-\(UUID().uuidString).ripple.jsonl"
    try lines.map { $0 + "\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let model = try TraceModel(path: path)
    try model.analyzeFindings()
    var state = ViewerState()
    var visited: [String] = []
    for key in "nnnNN" {
      state.handle(.character(key), model: model, width: 80, height: 24)
      visited.append("\(state.frame) \(state.message?.prefix(26) ?? "")")
    }
    #expect(
      visited == [
        "30 removal-occluded: ripple#1", "30 removal-occluded: ripple#2",
        "30 no later finding", "30 removal-occluded: ripple#1", "30 no earlier finding",
      ])
  }

  @Test func gGoesToTheFirstAndGToTheLastFrame() {
    #expect(press(.character("G")).frame == 78)
    #expect(press(.character("g"), from: at(40)).frame == 0)
    #expect(press(.end).frame == 78)
    #expect(press(.home, from: at(40)).frame == 0)
  }

  /// Long input is read whole: the prompt once kept 24 characters and dropped the rest.
  @Test(arguments: [
    ("#36", 36), ("0.6", 36), ("0.5s", 30), ("#999", 78), ("0.61", 37), ("1.3", 78),
    ("00000000000000000000000000000.6", 36), ("600ms", 36),
  ])
  func colonGoesToATimeOrFrame(typed: String, frame: Int) {
    var state = press(.character(":"))
    #expect(state.prompt == "")
    for character in typed { state = press(.character(character), from: state) }
    state = press(.enter, from: state)
    #expect(state.prompt == nil)
    #expect(state.frame == frame)
    // Only #999 lies past the last frame, 78 (1.3 s, which is that frame, is not past it),
    // which the status line says; only 0.61 s falls between frames (36 at 0.600 s, 37 at
    // 0.617 s), which it says too.
    #expect((state.message?.contains("past the last frame, #78") == true) == (typed == "#999"))
    #expect(
      (state.message?.contains("'0.61' falls between frames: showing the next, #37 at 0.617 s")
        == true) == (typed == "0.61"))
  }

  /// A character the prompt cannot read is kept and the input rejected whole, not dropped
  /// to leave a number that was not typed (`1é` went to 1 s).
  @Test(arguments: ["1é", "é0.2ü", "\u{FF10}.5", "#\u{663}"])
  func colonRejectsWhatItCannotReadWhole(typed: String) {
    var state = press(.character(":"))
    for character in typed { state = press(.character(character), from: state) }
    #expect(state.prompt == typed)
    state = press(.enter, from: state)
    #expect(state.frame == 0)
    #expect(state.message?.contains("not a time or frame: '\(typed)'") == true)
  }

  /// Key codes and code points overlap (KEY_LEFT is 0o404, U+0104 `Ą`): `get_wch` tells
  /// them apart, and a character beyond ASCII is a character; C1 controls are no keys.
  @Test func keyCodesAndCharactersBeyondASCIIAreToldApart() {
    #expect(Terminal.key(for: 0o404, isKeyCode: true) == .left)
    #expect(Terminal.key(for: 0x104, isKeyCode: false) == .character("Ą"))
    #expect(Terminal.key(for: 0xE9, isKeyCode: false) == .character("é"))
    #expect(Terminal.key(for: 0x85, isKeyCode: false) == nil)
    #expect(Terminal.key(for: 0x3A, isKeyCode: false) == .character(":"))
    #expect(Terminal.key(for: 27, isKeyCode: false) == .escape)
  }

  @Test func colonRejectsGarbageAndEscapeCancels() {
    let bad = press(.character(":"), .character("x"), .enter)
    #expect(bad.frame == 0)
    #expect(bad.message?.contains("not a time or frame") == true)
    let cancelled = press(.character(":"), .character("3"), .backspace, .character("9"), .escape)
    #expect(cancelled.prompt == nil && cancelled.frame == 0)
  }

  @Test func spacePlaysAtTheChosenSpeedAndStopsAtTheEnd() {
    var state = press(.character(" "))
    #expect(state.isPlaying)
    state.advancePlayback(by: 0.5, model: model)
    #expect(state.frame == 30)
    state = press(.character("2"), from: state)
    #expect(state.speed == .quarter)
    state.advancePlayback(by: 0.4, model: model)
    #expect(state.frame == 36)
    state = press(.character("3"), from: state)
    state.advancePlayback(by: 1, model: model)
    #expect(state.frame == 42)
    state.advancePlayback(by: 100, model: model)
    #expect(state.frame == 78 && !state.isPlaying)
    #expect(press(.character(" "), from: state).frame == 0)
    #expect(!press(.character(" "), .character(" ")).isPlaying)
    #expect(press(.character("1"), from: state).speed == .full)
  }

  @Test func xTogglesXray() {
    #expect(ViewerState().xray)
    #expect(!press(.character("x")).xray)
    #expect(press(.character("x"), .character("x")).xray)
  }

  @Test func fTogglesTheSelectedFindingsVerifiedFix() throws {
    let fix = try #require(model.findings?.summaries.first?.fix)
    let fixed = press(.character("f"))
    #expect(fixed.fix == fix)
    let back = press(.character("f"), from: fixed)
    #expect(back.fix == nil)
    #expect(back.message?.hasPrefix("back to the trace as recorded") == true)
  }

  /// traces/two-finger-remove-first.ripple.jsonl lists removal-occluded, insertion-occluded
  /// and wrong-ripple-removed; the fix of the third (`matching`) leaves the first two, so the
  /// fixed trace's shorter list clamps the selection, which `f` restores on the way back.
  @Test func leavingFixModeRestoresTheSelection() throws {
    let name = "two-finger-remove-first.ripple.jsonl"
    let model = try Fixtures.bundledModel(name)
    let codes = model.findings?.summaries.map(\.code)
    #expect(codes == [.removalOccluded, .insertionOccluded, .wrongRippleRemoved])
    var state = ViewerState()
    state.selectedFinding = 2
    state.handle(.character("f"), model: model, width: 80, height: 24)
    let fix = try #require(state.fix)
    #expect(fix == .removal(.matching))
    let fixed = try Fixtures.bundledModel(name, fix: fix)
    state.clamp(to: fixed)
    #expect(state.selectedFinding == 1)
    state.handle(.character("f"), model: fixed, width: 80, height: 24)
    #expect(state.fix == nil)
    #expect(state.selectedFinding == 2)
  }

  /// Without a verified fix, `f` shows the first rejected one, whose comparison tells what it
  /// leaves (traces/sibling-ripple-over-removal.ripple.jsonl: `zIndex: 1` leaves ripple 2).
  @Test func fShowsARejectedFixWhenNoneIsVerified() throws {
    let model = try Fixtures.bundledModel("sibling-ripple-over-removal.ripple.jsonl")
    let summary = try #require(model.findings?.summaries.first)
    #expect(summary.fix == nil)
    var state = ViewerState()
    state.handle(.character("f"), model: model, width: 80, height: 24)
    #expect(state.fix == .zIndex(node: "ripple", value: 1))
  }

  @Test func tabMovesTheFocusAround() {
    #expect(ViewerState().focus == .timeline)
    #expect(press(.tab).focus == .findings)
    #expect(press(.tab, .tab).focus == .layers)
    #expect(press(.tab, .tab, .tab).focus == .timeline)
    #expect(press(.backTab).focus == .layers)
  }

  @Test func questionMarkShowsHelpAndAnyKeyClosesIt() {
    let help = press(.character("?"))
    #expect(help.overlay == .help)
    let closed = press(.character("l"), from: help)
    #expect(closed.overlay == nil && closed.frame == 0)
    #expect(press(.resize, from: help).overlay == .help)
    #expect(press(.character("q"), from: help).isFinished)
  }

  /// `i` shows the selected finding in full; without findings it says why it cannot.
  @Test func iShowsTheSelectedFindingOnceThereIsOne() throws {
    #expect(press(.character("i")).overlay == .finding)
    #expect(press(.character("i"), .character("?")).overlay == nil)
    let header = try TraceReader(path: Fixtures.seedTrace).header
    let pending = try TraceModel(path: "empty", source: TraceLineCursor(Trace(header: header)))
    var state = ViewerState()
    state.handle(.character("i"), model: pending, width: 80, height: 24)
    #expect(state.overlay == nil && state.message == "findings are still being analysed")
    let clean = try Fixtures.bundledModel("orphan-event-clean.ripple.jsonl")
    try #require(clean.findings?.summaries.isEmpty == true)
    state.handle(.character("i"), model: clean, width: 80, height: 24)
    #expect(state.overlay == nil && state.message == "no findings")
    // Shown over findings that are gone (another model), it closes, and the key acts.
    var stale = press(.character("i"))
    stale.handle(.character(":"), model: clean, width: 80, height: 24)
    #expect(stale.overlay == nil && stale.prompt == "")
  }

  /// ↓ and ↑ scroll a help too long for the screen, within its length; other keys close it.
  @Test func arrowsScrollAShortHelp() throws {
    let model = try Fixtures.seedModel()
    var state = ViewerState()
    state.handle(.character("?"), model: model, width: 80, height: 14)
    // 14 rows: the box's border, title row and footer row leave 10 for the list.
    let furthest = KeyBindings.all.count - 10
    for _ in 0..<(furthest + 3) { state.handle(.down, model: model, width: 80, height: 14) }
    #expect(state.overlay == .help && state.overlayScroll == furthest)
    state.handle(.character("k"), model: model, width: 80, height: 14)
    #expect(state.overlayScroll == furthest - 1)
    state.handle(.down, model: model, width: 80, height: 24)
    #expect(state.overlayScroll == 0, "the whole list fits 24 rows")
    state.handle(.character("l"), model: model, width: 80, height: 14)
    #expect(state.overlay == nil && state.frame == 0)
  }

  /// On a screen below the minimum size, which shows only "Terminal too small", keys do
  /// nothing unseen; `q` still quits.
  @Test func aTooSmallScreenTakesOnlyQ() throws {
    let model = try Fixtures.seedModel()
    var state = ViewerState()
    for key in [ViewerKey.right, .character("l"), .character("?"), .character(":")] {
      state.handle(key, model: model, width: 20, height: 4)
    }
    #expect(state.frame == 0 && state.overlay == nil && state.prompt == nil)
    state.handle(.character("q"), model: model, width: 20, height: 4)
    #expect(state.isFinished)
  }

  @Test func qQuits() {
    #expect(press(.character("q")).isFinished)
    #expect(!press(.character("Q")).isFinished)
  }

  @Test func clickingTheTimelineSeeksThereAndTheWheelSteps() throws {
    let layout = try #require(ViewerLayout(width: 80, height: 24, lanes: 1))
    let lanesRow = layout.timeline.y + 2
    let lastColumn = layout.timeline.maxX - 1
    // The last column holds the last frame, 78, where `G` puts the cursor.
    let end = press(.click(x: lastColumn, y: lanesRow))
    #expect(end.frame == 78)
    #expect(end.focus == .timeline)
    let start = press(.click(x: 7, y: lanesRow), from: at(40))
    #expect(start.frame == 0)
    #expect(press(.wheelDown).frame == 1)
    #expect(press(.wheelUp, from: at(3)).frame == 2)
    #expect(press(.click(x: 0, y: layout.findings.y + 1)).focus == .findings)
  }

  @Test func upAndDownMoveInTheFocusedPane() {
    var state = press(.tab)
    state = press(.down, .down, from: state)
    #expect(state.selectedFinding == 0)  // only one finding
    state = press(.tab, .down, .down, .down, from: state)
    #expect(state.layersScroll == 0)  // everything fits
    #expect(press(.up, .up).timelineScroll == 0)  // one lane
  }

  @Test func enterGoesToTheSelectedFinding() {
    let state = press(.tab, .enter)
    #expect(state.frame == 30)
  }

  @Test func pagesMoveOneSecond() {
    #expect(press(.pageDown).frame == 60)
    #expect(press(.pageUp, from: at(70)).frame == 10)
  }
}
