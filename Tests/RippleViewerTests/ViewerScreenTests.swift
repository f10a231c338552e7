import Foundation
import RippleFindings
import RippleRender
import RippleTrace
import Testing

@testable import RippleViewer

/// Screens of the seed bug at fixed sizes, compared with text snapshots under `Snapshots/`.
@Suite struct ViewerScreenTests {
  /// Frame 6 (t = 0.1): the ripple scales in, on top. Frame 36 (t = 0.6): it fades out
  /// beneath `base`, occluded, outlined by the x-ray.
  @Test(arguments: [
    (80, 24, 36), (120, 40, 36), (40, 12, 36), (1, 1, 36), (80, 24, 6), (120, 40, 6),
  ])
  func seedBugScreens(width: Int, height: Int, frame: Int) throws {
    let model = try Fixtures.seedModel()
    var state = ViewerState()
    state.frame = frame
    let grid = ViewerScreen.render(state, model: model, width: width, height: height)
    try Snapshot.assertMatches(grid, named: "seed-\(width)x\(height)-frame\(frame)")
  }

  /// Playing or paused, at any speed, the header keeps its layout: the frame and x-ray stay
  /// where they are (the play state and speed were one column shorter at 25 %, and the
  /// right-aligned frame and time moved).
  @Test func theHeaderDoesNotShiftWithPlayStateOrSpeed() throws {
    let model = try Fixtures.seedModel()
    var headers: Set<String> = []
    for isPlaying in [false, true] {
      for speed in PlaybackSpeed.allCases {
        var state = ViewerState()
        state.frame = 36
        state.isPlaying = isPlaying
        state.speed = speed
        let header = ViewerScreen.render(state, model: model, width: 120, height: 40).lines[0]
        let xray = try #require(header.range(of: "x-ray"))
        let frame = try #require(header.range(of: "frame 36"))
        headers.insert(
          "\(header.distance(from: header.startIndex, to: frame.lowerBound)) "
            + "\(header.distance(from: header.startIndex, to: xray.lowerBound))")
      }
    }
    #expect(headers.count == 1, "\(headers)")
  }

  @Test func helpOverlayListsEveryKey() throws {
    let model = try Fixtures.seedModel()
    var state = ViewerState()
    state.frame = 36
    state.overlay = .help
    let grid = ViewerScreen.render(state, model: model, width: 80, height: 24)
    try Snapshot.assertMatches(grid, named: "seed-80x24-help")
    let text = grid.lines.joined(separator: "\n")
    for binding in KeyBindings.all {
      #expect(text.contains(binding.action), "help lacks \(binding.action)")
    }
  }

  /// On a screen too short for every key, the list scrolls: arrows say where more is, and
  /// scrolled to its end it shows the last keys (`?` is checked: `quit` is on the status line).
  @Test func shortHelpScrollsToEveryKey() throws {
    let model = try Fixtures.seedModel()
    var state = ViewerState()
    state.overlay = .help
    let keys = KeyBindings.all
    let top = ViewerScreen.render(state, model: model, width: 80, height: 14).lines
    #expect(top.contains { $0.contains(keys[0].action) })
    #expect(!top.contains { $0.contains(keys[keys.count - 2].action) })
    #expect(top.contains { $0.contains("▼") } && !top.contains { $0.contains("▲") })
    #expect(top.contains { $0.contains("↑↓ scroll, q quits, other keys close") })
    // 14 rows: the box's border, title row and footer row leave 10 for the list.
    state.overlayScroll = keys.count - 10
    let end = ViewerScreen.render(state, model: model, width: 80, height: 14).lines
    #expect(end.contains { $0.contains(keys[keys.count - 2].action) })
    #expect(!end.contains { $0.contains(keys[0].action) })
    #expect(end.contains { $0.contains("▲") } && !end.contains { $0.contains("▼") })
    let tall = ViewerScreen.render(state, model: model, width: 80, height: 24).lines
    #expect(tall.contains { $0.contains(keys[0].action) })
    #expect(tall.contains { $0.contains(keys[keys.count - 2].action) })
    #expect(tall.contains { $0.contains("q quits, any other key closes") })
  }

  /// At the minimum width the box is 40 columns: 19 for an action, so the longer ones wrap
  /// under themselves instead of ending in `…`; scrolled through with ↓, the list shows
  /// every word.
  @Test func narrowHelpWrapsEveryAction() throws {
    let model = try Fixtures.seedModel()
    var state = ViewerState()
    state.overlay = .help
    var shown: [String] = []
    while true {
      let lines = ViewerScreen.render(state, model: model, width: 40, height: 12).lines
      #expect(!lines.contains { $0.contains("…") }, "scrolled \(state.overlayScroll): \(lines)")
      shown += lines
      guard lines.contains(where: { $0.contains("▼") }) else { break }
      // ↓ scrolls on while the list goes on below: its end counts the wrapped rows.
      let scroll = state.overlayScroll
      state.handle(.down, model: model, width: 40, height: 12)
      try #require(state.overlayScroll == scroll + 1)
    }
    let text = shown.joined(separator: "\n")
    for binding in KeyBindings.all {
      for word in binding.action.split(separator: " ") {
        #expect(text.contains(word), "help lacks \(word) of \(binding.action)")
      }
    }
    #expect(text.contains("finding instance") && text.contains("(its first frame)"))
  }

  @Test func fixModeIsLabelledAndCompares() throws {
    let model = try Fixtures.seedModel()
    var state = ViewerState()
    state.frame = 36
    let fix = try #require(model.findings?.summaries.first?.fix)
    state.fix = fix
    let fixed = try TraceModel(path: Fixtures.seedTrace, fix: fix)
    try fixed.analyzeFindings()
    let grid = ViewerScreen.render(state, model: fixed, baseline: model, width: 80, height: 24)
    try Snapshot.assertMatches(grid, named: "seed-80x24-frame36-fixed")
    let text = grid.lines.joined(separator: "\n")
    #expect(text.contains("WITH FIX: \(fix)"))
    #expect(text.contains("✓ gone"))
  }

  /// traces/two-finger-remove-first.ripple.jsonl under `onUp.remove: matching`: ↑ ↓ and enter
  /// act on the fixed simulation's findings, so the comparison marks the selected one, and
  /// not the code the fix removed (wrong-ripple-removed, ✓ gone).
  @Test func fixModeMarksTheSelectedFinding() throws {
    let name = "two-finger-remove-first.ripple.jsonl"
    let model = try Fixtures.bundledModel(name)
    let fix = Fix.removal(.matching)
    let fixed = try Fixtures.bundledModel(name, fix: fix)
    let codes = try #require(fixed.findings?.summaries.map(\.code))
    #expect(!codes.isEmpty && !codes.contains(.wrongRippleRemoved))
    var state = ViewerState()
    state.fix = fix
    for (index, code) in codes.enumerated() {
      state.selectedFinding = index
      let marked = ViewerScreen.render(state, model: fixed, baseline: model, width: 80, height: 24)
        .lines.filter { $0.contains("▸ ") && $0.contains(" → ") }
      #expect(marked.count == 1 && marked[0].contains("▸ \(code.rawValue)"), "\(marked)")
    }
  }

  /// traces/sibling-ripple-over-removal.ripple.jsonl: no fix is verified, so the details
  /// quote what `zIndex: 1` leaves and offer to try it; tried, the comparison counts 3 → 1.
  @Test func rejectedFixIsQuotedAndCanBeTried() throws {
    let name = "sibling-ripple-over-removal.ripple.jsonl"
    let model = try Fixtures.bundledModel(name)
    var state = ViewerState()
    let text = ViewerScreen.render(state, model: model, width: 160, height: 40).lines
      .joined(separator: "\n")
    #expect(text.contains("none verified: zIndex: 1 on 'ripple' still leaves ripple 2"))
    #expect(text.contains("f: try it"))
    let fix = Fix.zIndex(node: "ripple", value: 1)
    state.fix = fix
    let fixed = try Fixtures.bundledModel(name, fix: fix)
    let compared = ViewerScreen.render(state, model: fixed, baseline: model, width: 160, height: 40)
      .lines.joined(separator: "\n")
    #expect(compared.contains("3 → 1"))
    #expect(compared.contains("fewer"))
  }

  @Test(arguments: [0, 1, 2, 5, 10, 20, 39, 41])
  func anySizeRendersWithoutCrashing(size: Int) throws {
    let model = try Fixtures.seedModel()
    var state = ViewerState()
    state.frame = 36
    state.overlay = size.isMultiple(of: 2) ? .help : nil
    for height in [0, 1, size, 12, 24] {
      let grid = ViewerScreen.render(state, model: model, width: size, height: height)
      #expect(grid.width == max(size, 0) && grid.height == max(height, 0))
    }
  }

  /// traces/two-finger-remove-first.ripple.jsonl: the worst removal-occluded explanation
  /// takes three rows at 80 columns. At 80×24 the details have one row for it, cut with `…`
  /// and the key that shows it whole. At 80×26 they have three: two of explanation, the second
  /// cut, then where it was seen. With two instances, the explanation is labelled as the
  /// worst's (the list's row shows the first).
  @Test(arguments: [(24, 1), (26, 2)])
  func aCutExplanationEndsWithAnEllipsisAndKeepsWhereItWasSeen(height: Int, rows: Int) throws {
    let model = try Fixtures.bundledModel("two-finger-remove-first.ripple.jsonl")
    let lines = ViewerScreen.render(ViewerState(), model: model, width: 80, height: height).lines
    let why = try #require(lines.firstIndex { $0.contains("worst: ") })
    #expect(lines[why + rows - 1].hasSuffix("… i: more"))
    if rows > 1 { #expect(lines[why + rows].contains("seen 2×: first at 0.400 s, worst at")) }
    #expect(lines[why + (rows > 1 ? rows + 1 : 1)].contains("fix: "))
  }

  /// A wide layer name in the explanation (each character two columns) still leaves room for
  /// the hint: the cut counts columns, not characters.
  @Test func aCutExplanationWithWideCharactersKeepsTheHint() throws {
    let original = Fixtures.packageRoot.appendingPathComponent(
      "traces/two-finger-remove-first.ripple.jsonl")
    let text = try String(contentsOf: original, encoding: .utf8)
      .replacingOccurrences(of: #""base""#, with: #""カプセル背景カプセル背景""#)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("wide-\(UUID().uuidString).ripple.jsonl").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let model = try TraceModel(path: path)
    try model.analyzeFindings()
    let lines = ViewerScreen.render(ViewerState(), model: model, width: 80, height: 26).lines
    let why = try #require(lines.firstIndex { $0.contains("worst: ") })
    #expect(lines[why + 1].hasSuffix("… i: more"), "\(lines[why + 1])")
  }

  /// `i` shows the selected finding whole where the pane cuts it (80×24 above), in the
  /// report's words, in order: on a screen tall enough, the box's rows, unwrapped, are the
  /// report's block for it; on a short one, ↓ scrolls to its last word; any other key closes
  /// it.
  @Test func theFindingOverlayShowsTheWholeFinding() throws {
    let model = try Fixtures.bundledModel("two-finger-remove-first.ripple.jsonl")
    let summary = try #require(model.findings?.summaries.first)
    var state = ViewerState()
    state.handle(.character("i"), model: model, width: 80, height: 24)
    #expect(state.overlay == .finding)
    let box = try #require(state.overlayBox(of: model))
    // The text inside the box's borders, rows joined with spaces.
    let inside = { (width: Int, height: Int, scroll: Int) -> [String] in
      var grid = CellGrid(width: width, height: height)
      box.draw(into: &grid, scroll: scroll)
      return grid.lines.filter { $0.hasPrefix("│") }.map {
        $0.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
      }
    }
    let words = { (texts: [String]) in texts.joined(separator: " ").split(separator: " ") }
    let block = FindingsText.block(for: summary).map(\.text)
    #expect(words(inside(80, 60, 0)) == words(block))
    var grid = CellGrid(width: 80, height: 60)
    box.draw(into: &grid, scroll: 0)
    #expect(grid.lines.contains { $0.contains("removal-occluded · error · 2×") })
    var short = state
    var last: [String] = []
    while true {
      last = inside(40, 12, short.overlayScroll)
      var grid = CellGrid(width: 40, height: 12)
      box.draw(into: &grid, scroll: short.overlayScroll)
      guard grid.lines.contains(where: { $0.contains("▼") }) else { break }
      let scroll = short.overlayScroll
      short.handle(.down, model: model, width: 40, height: 12)
      try #require(short.overlayScroll == scroll + 1)
    }
    #expect(words(last).last == words(block).last)
    state.handle(.character("l"), model: model, width: 80, height: 24)
    #expect(state.overlay == nil && state.frame == 0)
  }

  /// traces/two-finger-remove-first.ripple.jsonl has findings of 3 codes; on a short screen
  /// the list shows fewer rows, and its title says which, following the selection.
  @Test func aShortFindingsListSaysWhichCodesItShows() throws {
    let model = try Fixtures.bundledModel("two-finger-remove-first.ripple.jsonl")
    let title = { (height: Int, selected: Int) in
      var state = ViewerState()
      state.selectedFinding = selected
      let lines = ViewerScreen.render(state, model: model, width: 80, height: height).lines
      return lines.first { $0.contains("Findings ─") } ?? ""
    }
    #expect(title(20, 0).contains("4 in 3 codes · codes 1–2 of 3 ─"))
    #expect(title(20, 2).contains("codes 2–3 of 3"))
    #expect(title(14, 1).contains("code 2 of 3"))
    #expect(title(24, 0).contains("4 in 3 codes ─"))
  }

  /// At every width the viewer takes, the header keeps the trace's name: x-ray, which the
  /// canvas's title also shows, and the play state give way first (the name vanished from 45
  /// to 62 columns, and came back at 40).
  @Test func theHeaderKeepsTheTraceName() throws {
    let model = try Fixtures.seedModel()
    for width in 40...120 {
      let header = ViewerScreen.render(ViewerState(), model: model, width: width, height: 24)
        .lines[0]
      #expect(header.contains(" seed RB") && header.contains("frame"), "\(width): \(header)")
    }
  }

  /// traces/identity-removal.ripple.jsonl's fix has a long description: at 80 columns it is
  /// cut rather than the play state, which tells playing from paused.
  @Test func aLongFixLabelIsCutBeforeThePlayState() throws {
    let name = "identity-removal.ripple.jsonl"
    let model = try Fixtures.bundledModel(name)
    let fix = try #require(model.findings?.summaries.first?.fix)
    var state = ViewerState()
    state.fix = fix
    let fixed = try Fixtures.bundledModel(name, fix: fix)
    let header = ViewerScreen.render(state, model: fixed, baseline: model, width: 80, height: 24)
      .lines[0]
    #expect(header.hasPrefix(" WITH FIX: removal transition"))
    #expect(header.contains("…"))
    #expect(header.hasSuffix("frame  0/78 │ t 0.000 s │ ‖ paused 100%"))
  }

  /// A name from the trace with ESC and a right-to-left override shows them as `\uXXXX`, as
  /// `frame` and `report` print them, instead of acting on the terminal or showing `?`.
  @Test func controlCharactersOfNamesShowEscaped() throws {
    var header = try TraceReader(path: Fixtures.seedTrace).header
    header.name = "seed\u{1B}[31m \u{202E}red"
    let model = try TraceModel(path: "hostile", source: TraceLineCursor(Trace(header: header)))
    let text = ViewerScreen.render(ViewerState(), model: model, width: 120, height: 30).lines
    #expect(text[0].contains("seed\\u001B[31m \\u202Ered"))
    #expect(!text.joined().unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
  }

  /// The file changed while open and the analysis failed: the pane and the finding keys say
  /// so, not that the findings are still coming.
  @Test func aFailedAnalysisIsShownAsFailed() throws {
    let model = try TraceModel(path: Fixtures.seedTrace)
    let error = TraceError(
      "unterminated object", at: SourceLocation(file: "t.ripple.jsonl", line: 9, column: 47))
    model.storeFailure(error)
    var state = ViewerState()
    state.handle(.character("n"), model: model, width: 120, height: 30)
    #expect(state.message == "no findings: the analysis failed: \(error)")
    let text = ViewerScreen.render(state, model: model, width: 120, height: 30).lines.joined()
    #expect(text.contains("the analysis failed: t.ripple.jsonl:9:47: unterminated object"))
    #expect(!text.contains("analysing the whole trace"))
  }

  /// A prompt longer than the status line shows its end, where the typing is.
  @Test func aLongPromptShowsItsEnd() throws {
    let model = try Fixtures.seedModel()
    var state = ViewerState()
    state.prompt = String(repeating: "0", count: 200) + "1.5"
    let lines = ViewerScreen.render(state, model: model, width: 80, height: 24).lines
    let status = try #require(lines.last)
    #expect(status.hasPrefix(" go to  …0") && status.hasSuffix("0001.5▏"), "\(status)")
    #expect(StatusLine.typed("1.5", width: 10) == " 1.5▏")
    #expect(StatusLine.typed("123456789", width: 10) == " …3456789▏")
  }

  /// A square (1×1) scene keeps its legend under the canvas, as wide scenes do: the
  /// canvas filled every row of the pane.
  @Test(arguments: [(120, 40), (80, 24), (60, 20)])
  func aSquareSceneKeepsItsLegend(width: Int, height: Int) throws {
    let model = try Fixtures.bundledModel("compositing-group-nested.ripple.jsonl")
    #expect(model.header.scene.width == model.header.scene.height)
    let text = ViewerScreen.render(ViewerState(), model: model, width: width, height: height)
    #expect(text.lines.contains { $0.contains("ripple α") })
  }

  @Test func tooSmallScreenSaysSo() throws {
    let model = try Fixtures.seedModel()
    let grid = ViewerScreen.render(ViewerState(), model: model, width: 39, height: 11)
    #expect(grid.lines.joined().contains("Terminal too small"))
  }

  /// traces/two-finger-remove-first.ripple.jsonl under `onUp.remove: matching`: the
  /// occlusion codes keep their counts (2 → 2, 1 → 1), which is `still there`, not `fewer`;
  /// wrong-ripple-removed goes (1 → 0).
  @Test func anUnchangedCountIsStillThere() throws {
    let name = "two-finger-remove-first.ripple.jsonl"
    let model = try Fixtures.bundledModel(name)
    let fix = Fix.removal(.matching)
    let fixed = try Fixtures.bundledModel(name, fix: fix)
    var state = ViewerState()
    state.fix = fix
    let rows = ViewerScreen.render(state, model: fixed, baseline: model, width: 120, height: 40)
      .lines.filter { $0.contains(" → ") && !$0.contains("Layers") }
    let removal = try #require(rows.first { $0.contains("removal-occluded") })
    #expect(removal.contains("2 → 2") && removal.hasSuffix("still there"), "\(removal)")
    let insertion = try #require(rows.first { $0.contains("insertion-occluded") })
    #expect(insertion.contains("1 → 1") && insertion.hasSuffix("still there"), "\(insertion)")
    #expect(!rows.contains { $0.contains("fewer") })
  }

  /// A ripple's details in the layers pane stay on one line when they fit the width exactly.
  @Test func layerDetailsExactlyAsWideAsThePaneStayOnOneLine() throws {
    let model = try Fixtures.seedModel()
    let snapshot = model.snapshot(at: 0)
    let wide = LayersPane.lines(of: snapshot, width: 1000)
    // The seed paints base, background, label, dim, then ripple#1: its name and verdict on
    // one line, its phase, alpha, scale (and transmittance) on the last.
    let details = try #require(wide.last)
    let width = details.reduce(0) { $0 + $1.text.count }
    #expect(details.first?.text == "  ")
    #expect(width == 29)  // "  inserting α 1.00 scale 0.00"
    let exact = LayersPane.lines(of: snapshot, width: width)
    #expect(exact.count == wide.count)
    #expect(exact.last?.map(\.text).joined() == details.map(\.text).joined())
    // One column narrower, they wrap.
    #expect(LayersPane.lines(of: snapshot, width: width - 1).count == wide.count + 1)
  }
}

/// A trace without events: one frame, no ripples, findings not analysed yet.
@Suite struct EmptyTraceScreenTests {
  @Test func rendersAndHandlesEveryKeyWithoutRipples() throws {
    let header = try TraceReader(path: Fixtures.seedTrace).header
    let model = try TraceModel(path: "empty", source: TraceLineCursor(Trace(header: header)))
    #expect(model.frameCount == 1)
    var state = ViewerState()
    let keys: [ViewerKey] =
      [.right, .left, .up, .down, .tab, .enter, .pageDown, .wheelUp, .click(x: 10, y: 15)]
      + "][nNgGx f12 3?i".map { .character($0) }
    for key in keys {
      state.handle(key, model: model, width: 80, height: 24)
      for (width, height) in [(80, 24), (40, 12), (1, 1), (0, 0)] {
        _ = ViewerScreen.render(state, model: model, width: width, height: height)
      }
    }
    #expect(state.frame == 0)
    let text = ViewerScreen.render(ViewerState(), model: model, width: 80, height: 24).lines
    #expect(text.contains { $0.contains("no ripples in view") })
    #expect(text.contains { $0.contains("analysing the whole trace") })
  }
}
