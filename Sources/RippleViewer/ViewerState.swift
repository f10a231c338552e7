import RippleFindings
import RippleRender
import RippleTrace

/// Everything the viewer remembers between two keys: a value, changed only by
/// ``handle(_:model:width:height:)`` and ``advancePlayback(by:model:)``, so every key can be
/// tested without a terminal.
public struct ViewerState: Sendable, Equatable {
  /// The frame shown.
  public var frame = 0
  /// The pane the arrow keys act on.
  public var focus: ViewerPane = .timeline
  /// How fast playback runs.
  public var speed: PlaybackSpeed = .full
  /// Whether playback runs.
  public var isPlaying = false
  /// Whether occluded ripples are outlined on the canvas.
  public var xray = true
  /// The selected finding summary.
  public var selectedFinding = 0
  /// The index in ``TraceModel/findingMarks`` of the instance `n` or `N` last went to, while
  /// it is still shown: its frame, its code selected.
  var reachedMark: Int?
  /// The selection to return to when leaving fix mode: the fixed trace has its own list.
  private var selectedBeforeFix = 0
  /// The box shown over the screen, if any.
  public var overlay: ViewerOverlay?
  /// Rows the overlay is scrolled down, on a screen too short for it.
  public var overlayScroll = 0
  /// The fix whose simulation is shown; `nil` shows the trace as recorded.
  public var fix: Fix?
  /// Lanes scrolled past the automatic first lane (the first ripple alive at the cursor).
  public var timelineScroll = 0
  /// Lines scrolled in the layers pane.
  public var layersScroll = 0
  /// The text typed after `:`, while going to a time or frame.
  public var prompt: String?
  /// A one-line message for the status line, until the next key.
  public var message: String?
  /// Whether the user asked to quit.
  public var isFinished = false
  /// The fractional frame playback has reached.
  var playhead = 0.0

  /// The state when a trace is opened: frame 0, paused, x-ray on.
  public init() {}

  /// Applies a key to the state.
  /// - Parameters:
  ///   - model: The trace shown (the fixed one in fix mode).
  ///   - width: The screen's columns, for mouse clicks.
  ///   - height: The screen's rows, for mouse clicks.
  public mutating func handle(_ key: ViewerKey, model: TraceModel, width: Int, height: Int) {
    message = nil
    // Below the minimum size the screen only says so: a key there would act unseen.
    guard ViewerLayout.fits(width: width, height: height) else {
      if key == .character("q") { isFinished = true }
      return
    }
    if prompt != nil {
      handlePrompt(key, model: model)
      return
    }
    // An overlay with nothing left to show (its finding gone with a reloaded analysis) is
    // closed, and the key acts as if it were not there.
    if let box = overlayBox(of: model) {
      let furthest = box.maximumScroll(screenWidth: width, screenHeight: height)
      switch key {
      case .character("q"): isFinished = true
      case .down, .character("j"), .wheelDown: overlayScroll = min(overlayScroll + 1, furthest)
      case .up, .character("k"), .wheelUp:
        overlayScroll = max(min(overlayScroll, furthest) - 1, 0)
      case .resize: break
      default: overlay = nil
      }
      return
    }
    overlay = nil
    switch key {
    case .right, .character("l"), .wheelDown: step(by: 1, model: model)
    case .left, .character("h"), .wheelUp: step(by: -1, model: model)
    case .pageDown: step(by: max(Int(model.header.fps.rounded()), 1), model: model)
    case .pageUp: step(by: -max(Int(model.header.fps.rounded()), 1), model: model)
    case .character("]"):
      go(to: model.nextEventFrame(after: frame), model: model, otherwise: "no later event")
    case .character("["):
      go(to: model.previousEventFrame(before: frame), model: model, otherwise: "no earlier event")
    case .character("n"): nextFinding(forward: true, model: model)
    case .character("N"): nextFinding(forward: false, model: model)
    case .character("g"), .home: go(to: 0, model: model, otherwise: "")
    case .character("G"), .end: go(to: model.lastFrame, model: model, otherwise: "")
    case .character(":"): prompt = ""
    case .character(" "): togglePlayback(model: model)
    case .character("1"): speed = .full
    case .character("2"): speed = .quarter
    case .character("3"): speed = .tenth
    case .character("x"): xray.toggle()
    case .character("f"): toggleFix(model: model)
    case .tab: focus = focus.next
    case .backTab: focus = focus.previous
    case .character("?"): show(.help)
    case .character("i"):
      if selectedSummary(of: model) != nil {
        show(.finding)
      } else {
        message = model.findings == nil ? model.findingsPending : "no findings"
      }
    case .character("q"): isFinished = true
    case .up, .character("k"): scroll(by: -1, model: model, width: width, height: height)
    case .down, .character("j"): scroll(by: 1, model: model, width: width, height: height)
    case .enter: goToSelectedFinding(model: model)
    case .click(let x, let y): click(x: x, y: y, model: model, width: width, height: height)
    case .character, .escape, .backspace, .resize: break
    }
  }

  /// Moves playback forward by wall-clock seconds at the current speed; stops at the last
  /// frame.
  public mutating func advancePlayback(by seconds: Double, model: TraceModel) {
    guard isPlaying else { return }
    playhead += seconds * speed.rawValue * model.header.fps
    let reached = min(Int(playhead.rounded(.down)), model.lastFrame)
    if reached != frame { frame = reached }
    if frame >= model.lastFrame {
      isPlaying = false
      message = "end of trace"
    }
  }

  /// Keeps the frame and the selection inside a model's ranges (after switching models).
  public mutating func clamp(to model: TraceModel) {
    // Another model has other marks.
    reachedMark = nil
    frame = min(max(frame, 0), model.lastFrame)
    playhead = Double(frame)
    let count = model.findings?.summaries.count ?? 0
    selectedFinding = min(max(selectedFinding, 0), max(count - 1, 0))
  }

  // MARK: Keys

  private mutating func step(by frames: Int, model: TraceModel) {
    let target = min(max(frame + frames, 0), model.lastFrame)
    if target == frame {
      message = frames > 0 ? "last frame" : "first frame"
    }
    go(to: target, model: model, otherwise: "")
  }

  private mutating func go(to target: Int?, model: TraceModel, otherwise: String) {
    guard let target else {
      message = otherwise
      return
    }
    let clamped = min(max(target, 0), model.lastFrame)
    if clamped != frame { timelineScroll = 0 }
    frame = clamped
    playhead = Double(clamped)
  }

  /// Shows an overlay from its top.
  private mutating func show(_ shown: ViewerOverlay) {
    overlay = shown
    overlayScroll = 0
  }

  /// The box of the overlay shown, if any: the keys, or the selected finding in full.
  func overlayBox(of model: TraceModel) -> TextOverlay? {
    switch overlay {
    case .help: HelpOverlay.box
    case .finding: selectedSummary(of: model).map(FindingOverlay.box(for:))
    case nil: nil
    }
  }

  /// The selected finding summary of the model's findings, once analysed.
  func selectedSummary(of model: TraceModel) -> FindingSummary? {
    guard let summaries = model.findings?.summaries, summaries.indices.contains(selectedFinding)
    else { return nil }
    return summaries[selectedFinding]
  }

  private mutating func nextFinding(forward: Bool, model: TraceModel) {
    guard let findings = model.findings else {
      message = model.findingsPending
      return
    }
    let marks = model.findingMarks
    // From an instance `n` reached, the next one may start at the same frame, with the same
    // code; once the frame or the selection changed, the search starts from the frame.
    let reached = reachedMark.flatMap { index in
      marks.mark(at: index).flatMap { mark in
        mark.frame == frame && mark.code == selectedSummary(of: model)?.code ? index : nil
      }
    }
    guard let index = marks.index(from: frame, reached: reached, forward: forward),
      let mark = marks.mark(at: index)
    else {
      message =
        marks.isEmpty ? "no findings" : (forward ? "no later finding" : "no earlier finding")
      return
    }
    go(to: mark.frame, model: model, otherwise: "")
    reachedMark = index
    if let summary = findings.summaries.firstIndex(where: { $0.code == mark.code }) {
      selectedFinding = summary
    }
    // The report keeps the first instances in full; a later one is named by its code.
    let instances = findings.instances.lazy.filter {
      $0.code == mark.code && model.frame(atOrAfter: $0.start) == mark.frame
    }
    let instance = instances.dropFirst(mark.ordinal).first
    message =
      "\(mark.code.rawValue): "
      + (instance?.explanation
        ?? "from t = \(DecimalText.fixed(model.time(ofFrame: mark.frame))) s")
  }

  private mutating func togglePlayback(model: TraceModel) {
    isPlaying.toggle()
    guard isPlaying else { return }
    if frame >= model.lastFrame { frame = 0 }
    playhead = Double(frame)
  }

  private mutating func toggleFix(model: TraceModel) {
    if let fix {
      self.fix = nil
      selectedFinding = selectedBeforeFix
      message = "back to the trace as recorded (was: \(fix))"
      return
    }
    guard model.findings != nil else {
      message = model.findingsPending
      return
    }
    guard let summary = selectedSummary(of: model) else {
      message = "no finding to fix"
      return
    }
    // A rejected fix is shown too: the comparison tells what it leaves.
    guard let fix = summary.fix ?? summary.rejectedFixes.first?.fix else {
      message = "no candidate fix for \(summary.code.rawValue)"
      return
    }
    self.fix = fix
    selectedBeforeFix = selectedFinding
  }

  private mutating func goToSelectedFinding(model: TraceModel) {
    guard let summary = selectedSummary(of: model) else { return }
    go(to: model.frame(atOrAfter: summary.first.start), model: model, otherwise: "")
  }

  private mutating func scroll(by lines: Int, model: TraceModel, width: Int, height: Int) {
    switch focus {
    case .layers:
      guard let layout = ViewerLayout(width: width, height: height, model: model) else { return }
      let snapshot = model.snapshot(at: frame)
      let count = LayersPane.lineCount(of: snapshot, width: layout.layers.width - 3)
      layersScroll = min(max(layersScroll + lines, 0), max(count - layout.layers.height + 1, 0))
    case .timeline:
      guard let layout = ViewerLayout(width: width, height: height, model: model) else { return }
      let timeline = TimelineView(model: model, state: self, rect: layout.timeline)
      timelineScroll = timeline.clampedScroll(timelineScroll + lines)
    case .findings:
      let count = model.findings?.summaries.count ?? 0
      selectedFinding = min(max(selectedFinding + lines, 0), max(count - 1, 0))
    }
  }

  private mutating func click(x: Int, y: Int, model: TraceModel, width: Int, height: Int) {
    guard let layout = ViewerLayout(width: width, height: height, model: model) else { return }
    if layout.timeline.contains(x: x, y: y) {
      focus = .timeline
      let timeline = TimelineView(model: model, state: self, rect: layout.timeline)
      if let target = timeline.frame(atColumn: x) { go(to: target, model: model, otherwise: "") }
    } else if layout.findings.contains(x: x, y: y) {
      focus = .findings
      let count = model.findings?.summaries.count ?? 0
      if let row = FindingsPane.summaryIndex(
        atRow: y, in: layout.findings, state: self, count: count)
      {
        selectedFinding = row
      }
    } else if layout.layers.contains(x: x, y: y) {
      focus = .layers
    }
  }

  // MARK: Prompt

  private mutating func handlePrompt(_ key: ViewerKey, model: TraceModel) {
    switch key {
    case .character(let character):
      // Nothing typed is dropped: what cannot be read is rejected at enter, whole. Appended
      // in place: a paste types thousands of characters.
      prompt?.append(character)
    case .backspace:
      if prompt?.isEmpty == false { prompt?.removeLast() }
    case .escape:
      prompt = nil
    case .enter:
      guard let text = prompt else { return }
      prompt = nil
      guard let instant = FrameInstant(text) else {
        message = "not a time or frame: '\(text)' (try 0.5s, 500ms or #30)"
        return
      }
      go(to: model.frame(of: instant), model: model, otherwise: "")
      let isPastTheEnd =
        switch instant {
        case .frame(let index): index > model.lastFrame
        case .seconds(let seconds): seconds > model.time(ofFrame: model.lastFrame)
        }
      if isPastTheEnd {
        message = "'\(text)' is past the last frame, #\(model.lastFrame): showing it"
      } else if instant.frameIndex(fps: model.header.fps) == nil {
        // The viewer shows frames only (`ripplescope frame --at` shows any instant).
        let shown = model.frame(of: instant)
        message =
          "'\(text)' falls between frames: showing the next, #\(shown) at "
          + "\(DecimalText.fixed(model.time(ofFrame: shown), digits: 3)) s"
      }
    default:
      break
    }
  }
}
