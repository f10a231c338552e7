import Foundation
import Testing

/// The real `ripplescope view` in tmux: keys, resizes, and the terminal given back after `q`,
/// Ctrl-C, Ctrl-\ and SIGTERM.
@Suite(
  .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: skipping the viewer in tmux"),
  .enabled(if: TmuxSession.binary != nil, "the ripplescope binary is not built (swift build)"),
  .serialized)
struct ViewerEndToEndTests {
  /// Whether the pane shows the terminal back in cooked mode after the viewer exited.
  /// - Parameter status: The exit status to expect; `nil` for any.
  private func expectRestored(_ text: String, exit status: Int?) {
    if let status { #expect(text.contains("EXIT=\(status)")) }
    let flags = text.components(separatedBy: "EXIT=").last?.components(separatedBy: "STTY-END")
      .first
    let words = Set(
      (flags ?? "").split(whereSeparator: \.isWhitespace).map(String.init).dropFirst())
    #expect(words.isSuperset(of: ["icanon", "echo", "isig"]), "terminal flags: \(words)")
  }

  /// Steps one frame on from `frame` and quits: keys reach the viewer, which then gives the
  /// terminal back.
  private func stepThenQuit(_ tmux: TmuxSession, from frame: Int) throws {
    try tmux.send("l")
    // The header pads the frame to the width of the last one, 78.
    try tmux.waitFor("frame \(frame + 1 < 10 ? " " : "")\(frame + 1)/78")
    try tmux.send("q")
    expectRestored(try tmux.waitFor("STTY-END"), exit: 0)
  }

  @Test func stepSeekXrayHelpResizeAndQuit() throws {
    let tmux = try TmuxSession(trace: Fixtures.seedTrace, width: 80, height: 24)
    try tmux.waitFor("frame  0/78")
    try tmux.waitFor("removal-occluded")
    try tmux.send("l")
    try tmux.waitFor("frame  1/78")
    try tmux.send("]")
    try tmux.waitFor("frame 30/78")
    try tmux.send(":")
    try tmux.waitFor("go to")
    try tmux.type("#36")
    try tmux.send("Enter")
    try tmux.waitFor("frame 36/78", "occluded by base", "ripple#1 (removed)", "○○○○")
    try tmux.send("x")
    try tmux.waitFor("x-ray off and no removed ripple outline on the canvas") { screen in
      let canvas = screen.split(separator: "\n").prefix(10).map { $0.prefix(48) }
      return screen.contains("x-ray off") && !canvas.contains { $0.contains("○") }
    }
    try tmux.send("?")
    try tmux.waitFor("Keys", "apply the selected finding's fix")
    try tmux.send("Escape")
    try tmux.waitFor("help closed") { !$0.contains("q quits,") }
    try tmux.resize(width: 120, height: 40)
    try tmux.waitFor("120 columns and frame 36/78") { text in
      (text.split(separator: "\n").first.map { $0.count > 100 } ?? false)
        && text.contains("frame 36/78")
    }
    try tmux.resize(width: 30, height: 8)
    try tmux.waitFor("Terminal too small")
    try tmux.resize(width: 40, height: 12)
    try tmux.waitFor("frame 36/78")
    try tmux.send("q")
    expectRestored(try tmux.waitFor("STTY-END"), exit: 0)
  }

  @Test func applyingTheFixShowsTheFixedSimulation() throws {
    let tmux = try TmuxSession(trace: Fixtures.seedTrace, width: 80, height: 24)
    try tmux.waitFor("verified by re-simulation")
    try tmux.send("f")
    try tmux.waitFor("✓ gone", "WITH FIX: zIndex: 1 on 'ripple'")
    try tmux.send("f")
    try tmux.waitFor("back to the trace as recorded")
    try tmux.send("q")
    expectRestored(try tmux.waitFor("STTY-END"), exit: 0)
  }

  /// The fix re-reads the file: replaced by another trace since the viewer opened it, the
  /// fixed view would show that trace and compare its findings with this one's, and a
  /// malformed one ended the viewer. It says so and stays on the trace as recorded.
  @Test func aFixOnAFileChangedSinceItOpenedIsRefused() throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "changed-\(UUID()).ripple.jsonl")
    try FileManager.default.copyItem(atPath: Fixtures.seedTrace, toPath: copy.path)
    defer { try? FileManager.default.removeItem(at: copy) }
    let tmux = try TmuxSession(trace: copy.path, width: 100, height: 24)
    try tmux.waitFor("verified by re-simulation")
    try "garbage{\n".write(to: copy, atomically: false, encoding: .utf8)
    try tmux.send("f")
    try tmux.waitFor("the file changed since the viewer read it")
    try tmux.send("l")
    try tmux.waitFor("frame  1/78")
    try tmux.send("q")
    expectRestored(try tmux.waitFor("STTY-END"), exit: 0)
  }

  /// Under the C locale (or with LANG unset) curses would show every box and glyph as `?`.
  @Test func drawsItsGlyphsWhateverTheLocale() throws {
    let tmux = try TmuxSession(
      trace: Fixtures.seedTrace, width: 80, height: 24, environment: "LANG=C LC_ALL=C")
    try tmux.waitFor("frame  0/78", "Button ─ 300×80 pt", "│ t 0.000 s │")
    try tmux.send("q")
    expectRestored(try tmux.waitFor("STTY-END"), exit: 0)
  }

  /// Ctrl-Z gives the shell its screen back and stops the viewer; continued (`fg`), the
  /// viewer takes the terminal again and redraws where it was.
  @Test func ctrlZSuspendsAndFgRedraws() throws {
    let tmux = try TmuxSession(
      trace: Fixtures.seedTrace, width: 80, height: 24, jobControl: true)
    try tmux.waitFor("frame  0/78")
    try tmux.send("l")
    try tmux.waitFor("frame  1/78")
    try tmux.send("C-z")
    try tmux.waitFor("the shell's screen, with the viewer stopped") { screen in
      screen.contains("STOPPED") && !screen.contains("frame")
    }
    try tmux.continueStoppedViewer()
    try tmux.waitFor("frame  1/78", "Layers")
    try stepThenQuit(tmux, from: 1)
  }

  /// Stopped by SIGSTOP, not Ctrl-Z, the viewer does not give the terminal back, and the
  /// shell may put it in its own modes; continued, the viewer takes it again: keys act and
  /// the screen is redrawn.
  @Test(.enabled(if: TmuxSession.watchesProcesses, "needs /proc to see the viewer stopped"))
  func continuedAfterSIGSTOPTakesTheTerminalAgain() throws {
    let tmux = try TmuxSession(
      trace: Fixtures.seedTrace, width: 80, height: 24, jobControl: true)
    try tmux.waitFor("frame  0/78")
    try tmux.signal(SIGSTOP)
    // The viewer keeps the screen, and the shell's STOPPED lands wherever the cursor was.
    try tmux.waitUntilTheViewerStops()
    try tmux.continueStoppedViewer()
    try tmux.waitFor("the viewer drawn again") { screen in
      screen.contains("frame  0/78") && !screen.contains("STOPPED")
    }
    try stepThenQuit(tmux, from: 0)
  }

  /// SIGTERM while stopped ends the viewer once it is continued, even in the background
  /// (`kill %1`): it does not take the terminal again first, which would stop it anew.
  @Test(.enabled(if: TmuxSession.watchesProcesses, "needs /proc and GNU env"))
  func terminatedWhileStoppedEndsWithoutTheTerminal() throws {
    let tmux = try TmuxSession(
      trace: Fixtures.seedTrace, width: 80, height: 24, jobControl: true)
    try tmux.waitFor("frame  0/78")
    try tmux.send("C-z")
    try tmux.waitFor("STOPPED")
    try tmux.signal(SIGTERM)
    try tmux.signal(SIGCONT)
    let deadline = Date().addingTimeInterval(20)
    while try !tmux.viewerHasEnded(), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(try tmux.viewerHasEnded(), "the viewer is still there after SIGTERM and SIGCONT")
    try tmux.continueStoppedViewer()
    // Exit 143 (128 + SIGTERM), which bash reports, in the modes the viewer left.
    let screen = try tmux.waitFor("STTY-END", "Exit 143")
    expectRestored(screen, exit: nil)
  }

  /// Without a controlling terminal (`setsid`), Ctrl-C and Ctrl-Z would reach no one, even
  /// with standard input a terminal: the viewer refuses.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid"), "needs setsid"))
  func refusesToRunWithoutAControllingTerminal() throws {
    let tmux = try TmuxSession(
      trace: Fixtures.seedTrace, width: 80, height: 24, launcher: "setsid -w")
    let text = try tmux.waitFor("STTY-END")
    #expect(text.contains("no controlling"))
    expectRestored(text, exit: 1)
  }

  /// A trace piped in on standard input: keys come from the terminal.
  @Test func readsAPipedTraceAndKeysFromTheTerminal() throws {
    let tmux = try TmuxSession(trace: Fixtures.seedTrace, width: 80, height: 24, pipingTrace: true)
    try tmux.waitFor("frame  0/78", "removal-occluded")
    try stepThenQuit(tmux, from: 0)
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let tmux = try TmuxSession(trace: Fixtures.seedTrace, width: 80, height: 24)
    try tmux.waitFor("frame  0/78")
    try tmux.signal(SIGTERM)
    expectRestored(try tmux.waitFor("STTY-END"), exit: 128 + Int(SIGTERM))
  }

  @Test func ctrlCRestoresTheTerminal() throws {
    let tmux = try TmuxSession(trace: Fixtures.seedTrace, width: 80, height: 24)
    try tmux.waitFor("frame  0/78")
    try tmux.send("C-c")
    expectRestored(try tmux.waitFor("STTY-END"), exit: 128 + Int(SIGINT))
  }

  /// A trace of fingers held down on one spot of SPEC §2's button, one per instant, in a
  /// temporary file the caller removes: a frame with hundreds of them takes long to classify.
  private func heldFingers(at times: [Double]) throws -> URL {
    let trace = FileManager.default.temporaryDirectory.appendingPathComponent(
      "held-\(UUID().uuidString).ripple.jsonl")
    let header =
      #"{"ripplescope": 1, "scene": {"width": 300, "height": 80, "children": "#
      + #"[{"name": "base", "fill": "primary"}, {"name": "ripple", "forEach": "ripples", "#
      + #""radius": 50, "fill": "gray"}]}}"#
    let presses = times.enumerated().map { index, time in
      #"{"t": \#(time), "type": "down", "pointer": \#(index + 1), "x": 150, "y": 40}"#
    }
    try ([header] + presses).map { $0 + "\n" }.joined()
      .write(to: trace, atomically: true, encoding: .utf8)
    return trace
  }

  /// 3,000 fingers held on one spot at t = 0: drawing the first screen, whose frame has them
  /// all, takes seconds (the timeline is drawn in slices between keys, one frame is not). A
  /// signal cannot wait for the loop then: the viewer gives the terminal back and exits at
  /// once.
  @Test func ctrlCWhileBusyRestoresTheTerminalAtOnce() throws {
    let trace = try heldFingers(at: Array(repeating: 0, count: 3000))
    defer { try? FileManager.default.removeItem(at: trace) }
    let tmux = try TmuxSession(trace: trace.path, width: 120, height: 40)
    try tmux.waitFor("the viewer to take the screen") { _ in
      (try? tmux.isOnAlternateScreen()) ?? false
    }
    try tmux.send("C-c")
    expectRestored(try tmux.waitFor("STTY-END", timeout: 5), exit: 128 + Int(SIGINT))
  }

  /// The findings are analysed on another thread, which blocks the trapped signals: the
  /// system hands them to the viewer's thread, so that a handler cannot give the screen back
  /// while that thread goes on drawing over it. 3,000 held fingers keep the analysis going.
  @Test(.enabled(if: TmuxSession.watchesProcesses, "needs /proc to read signal masks"))
  func signalsReachOnlyTheViewersThread() throws {
    let trace = try heldFingers(at: Array(repeating: 0, count: 3000))
    defer { try? FileManager.default.removeItem(at: trace) }
    let tmux = try TmuxSession(trace: trace.path, width: 120, height: 40)
    try tmux.waitFor("the viewer to take the screen") { _ in
      (try? tmux.isOnAlternateScreen()) ?? false
    }
    // The analysis thread starts after the screen is taken: on a loaded machine, later.
    var masks: [UInt64] = []
    _ = try? tmux.waitFor("a thread to analyse the findings", timeout: 10) { _ in
      masks = (try? tmux.blockedSignalsOfOtherThreads()) ?? []
      return !masks.isEmpty
    }
    #expect(!masks.isEmpty, "no thread analyses the findings")
    for mask in masks {
      for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
        #expect(mask & (1 << UInt64(signal - 1)) != 0, "signal \(signal) reaches another thread")
      }
    }
    try tmux.send("C-c")
    expectRestored(try tmux.waitFor("STTY-END", timeout: 5), exit: 128 + Int(SIGINT))
  }

  /// 250 fingers pressed a millisecond apart and held, then one more at 5 s: each of the
  /// timeline's 300 frames classifies up to 250 ripples, seconds in all. The screen shows at
  /// once, its timeline filled in slices between keys, and `q` is read meanwhile.
  @Test func aSlowTimelineIsDrawnInSlicesBetweenKeys() throws {
    let trace = try heldFingers(at: (1...250).map { Double($0) / 1000 } + [5])
    defer { try? FileManager.default.removeItem(at: trace) }
    let tmux = try TmuxSession(trace: trace.path, width: 120, height: 40)
    try tmux.waitFor("Timeline", "classifying…", timeout: 5)
    try tmux.send("q")
    expectRestored(try tmux.waitFor("STTY-END", timeout: 5), exit: 0)
  }

  /// Ctrl-\ sends SIGQUIT, whose default action would dump core with the screen taken.
  @Test func ctrlBackslashRestoresTheTerminal() throws {
    let tmux = try TmuxSession(trace: Fixtures.seedTrace, width: 80, height: 24)
    try tmux.waitFor("frame  0/78")
    try tmux.send("C-\\")
    expectRestored(try tmux.waitFor("STTY-END"), exit: 128 + Int(SIGQUIT))
  }

  /// A name with a combining mark (`e` + U+0301) is drawn as one cell with its mark, not as
  /// `?`.
  @Test func drawsCombiningMarksOnTheirCharacter() throws {
    let text = try String(contentsOfFile: Fixtures.seedTrace, encoding: .utf8)
    let path = NSTemporaryDirectory() + "ripplescope-e2e-\(UUID().uuidString).ripple.jsonl"
    try text.replacingOccurrences(of: "\"seed RButton", with: "\"Cafe\u{301} RButton")
      .write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let tmux = try TmuxSession(trace: path, width: 80, height: 24)
    try tmux.waitFor("Cafe\u{301} RButton", "frame  0/78")
    try tmux.send("q")
    expectRestored(try tmux.waitFor("STTY-END"), exit: 0)
  }

  /// Wide characters (CJK) in names take two columns each, in the header, the layers pane and
  /// the findings, instead of showing as `?`.
  @Test func drawsWideCharactersInTwoColumns() throws {
    let text = try String(contentsOfFile: Fixtures.seedTrace, encoding: .utf8)
      .replacingOccurrences(of: "\"seed RButton", with: "\"日本語 RButton")
      .replacingOccurrences(of: "\"name\": \"ripple\"", with: "\"name\": \"波紋\"")
    let path = NSTemporaryDirectory() + "ripplescope-e2e-\(UUID().uuidString).ripple.jsonl"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let tmux = try TmuxSession(trace: path, width: 100, height: 30)
    try tmux.send("l")
    try tmux.waitFor("日本語 RButton", "波紋#1  visible", "frame  1/78")
    try tmux.send("q")
    expectRestored(try tmux.waitFor("STTY-END"), exit: 0)
  }

  @Test func malformedTraceFailsBeforeTheScreenIsTaken() throws {
    let path = NSTemporaryDirectory() + "ripplescope-e2e-\(UUID().uuidString).ripple.jsonl"
    try "{\"ripplescope\": 2}\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let tmux = try TmuxSession(trace: path, width: 80, height: 24)
    let screen = try tmux.waitFor("STTY-END", "\(path):1:")
    expectRestored(screen, exit: 2)
  }

  /// The trace's warnings are printed before the screen is taken, so they are on the
  /// terminal again once it is given back.
  @Test func warningsShowOnceTheTerminalIsGivenBack() throws {
    let path = Fixtures.packageRoot.appendingPathComponent(
      "Tests/RippleTraceTests/Fixtures/warnings/unread-states.ripple.jsonl"
    ).path
    let tmux = try TmuxSession(trace: path, width: 200, height: 24)
    try tmux.waitFor("frame ", " 0/")
    try tmux.send("q")
    // Line 6, column 37: the fixture's first "disabeld" key.
    let screen = try tmux.waitFor("STTY-END", "unread-states.ripple.jsonl:6:37: warning:")
    expectRestored(screen, exit: 0)
  }

  @Test func refusesAStdoutThatIsNotATerminal() throws {
    let binary = try #require(TmuxSession.binary)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["view", Fixtures.seedTrace]
    let errors = Pipe()
    process.standardOutput = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(message.contains("not a tty.\nFor text"))
    #expect(message.contains("ripplescope frame"))
    #expect(message.contains("ripplescope report"))
  }
}
