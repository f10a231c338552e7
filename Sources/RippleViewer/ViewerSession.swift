import RippleFindings
import RippleRender
import RippleTrace

/// The viewer's loop: reads keys, updates the ``ViewerState``, loads fixed simulations and
/// findings as they are needed, and redraws through the ``Terminal``.
struct ViewerSession {
  private let original: TraceModel
  private var fixed: [Fix: TraceModel] = [:]
  private var jobs: [(model: TraceModel, job: FindingsJob)] = []
  private var state = ViewerState()
  private let terminal: Terminal

  /// A session on a loaded trace; starts its findings analysis in the background.
  init(model: TraceModel, terminal: Terminal) {
    original = model
    self.terminal = terminal
    jobs.append((model, FindingsJob(model.analysis())))
  }

  /// How long a drawing may spend classifying the timeline's frames before it shows what it
  /// has, so that keys are read in between.
  private static let laneSlice = Duration.milliseconds(50)

  /// The model shown: the fixed simulation in fix mode.
  private var active: TraceModel {
    state.fix.flatMap { fixed[$0] } ?? original
  }

  /// Runs until the user quits, input ends or a signal arrives; Ctrl-Z stops it with the
  /// terminal given back, and `fg` redraws the screen.
  /// - Returns: The signal that ended the loop, if any.
  mutating func run() -> Int32? {
    var lastTick = ContinuousClock.now
    draw()
    while true {
      if let signal = SignalTrap.pending { return signal }
      let suspended = SignalTrap.takeSuspendRequest()
      if suspended {
        terminal.suspend()
        // A signal that came while stopped ends the viewer without taking the terminal again.
        if let signal = SignalTrap.pending { return signal }
      }
      // Taken again after a stop; also after a Ctrl-Z the system discarded (the process group
      // is orphaned), which sends no SIGCONT.
      if SignalTrap.takeContinued() || suspended {
        terminal.resume()
        // Playback goes on from the frame shown, not by the time the process was stopped.
        lastTick = ContinuousClock.now
        draw()
      }
      // Frames of the timeline left for later are classified in slices between keys.
      var changed = collectFindings() || active.lanesArePending
      let timeout: Int32 =
        active.lanesArePending ? 0 : state.isPlaying ? 15 : (jobs.isEmpty ? 500 : 100)
      let input = terminal.read(timeout: timeout)
      // One that came while waiting: nothing more is drawn.
      if let signal = SignalTrap.pending { return signal }
      let now = ContinuousClock.now
      let elapsed = now - lastTick
      lastTick = now
      // Playback started by this key starts from the frame shown, not from the last wake-up.
      let wasPlaying = state.isPlaying
      switch input {
      case .endOfInput:
        return nil
      case .none:
        break
      case .key(let key):
        let fix = state.fix
        state.handle(key, model: active, width: terminal.width, height: terminal.height)
        if state.fix != fix { switchModel() }
        changed = true
      }
      if state.isFinished { return nil }
      if state.isPlaying && wasPlaying {
        state.advancePlayback(by: elapsed / .seconds(1), model: active)
        changed = true
      }
      if changed { draw(answeringKey: input != .none) }
    }
  }

  /// Draws the screen; the timeline classifies frames for ``laneSlice``, or none when the
  /// drawing answers a key, which shows at once (the next drawing while idle goes on).
  private func draw(answeringKey: Bool = false) {
    let baseline = state.fix == nil ? nil : original
    active.lanesMoveOnPastDeadline = !answeringKey
    active.laneDeadline = answeringKey ? .now : .now + Self.laneSlice
    terminal.draw(
      ViewerScreen.render(
        state, model: active, baseline: baseline, width: terminal.width, height: terminal.height))
  }

  /// Stores the findings of analyses that have finished; whether any did.
  private mutating func collectFindings() -> Bool {
    let finished = jobs.compactMap { entry in
      entry.job.result.map { (entry.model, ObjectIdentifier(entry.job), $0) }
    }
    guard !finished.isEmpty else { return false }
    let done = Set(finished.map(\.1))
    jobs.removeAll { done.contains(ObjectIdentifier($0.job)) }
    for (model, _, result) in finished {
      switch result {
      case .success(let analysed): model.store(analysed)
      case .failure(let error):
        model.storeFailure(error)
        state.message = "findings: \(error)"
      }
    }
    state.clamp(to: active)
    return true
  }

  /// Loads the fixed simulation the state asks for, the first time, saying so on screen. A
  /// file that changed since it was opened, or no longer reads, leaves the trace as recorded
  /// on screen, with why.
  private mutating func switchModel() {
    if let fix = state.fix, fixed[fix] == nil {
      state.message = "re-simulating the trace with \(fix)…"
      draw()
      do {
        let model = try TraceModel(path: original.path, fix: fix, stamp: original.fileStamp)
        fixed[fix] = model
        jobs.append((model, FindingsJob(model.analysis())))
        state.message = "WITH FIX: showing the trace re-simulated with \(fix) · f: back"
      } catch {
        state.fix = nil
        // What went wrong first: the status line cuts the end off a narrow terminal.
        state.message = "cannot re-simulate with \(fix): \(error.message) (\(error.location))"
      }
    }
    state.clamp(to: active)
  }
}
