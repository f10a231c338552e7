import RippleCompositor
import RippleEngine
import RippleTrace

/// Watches a replay (with frames) and hands out each finding and each ripple's lifecycle
/// as soon as it is final (SPEC §7).
///
/// Memory is bounded by the number of live ripples, so a million presses stream through.
public struct TraceAnalyzer {
  /// More live ripples than this is a pile-up (SPEC §7).
  public static let pileupThreshold = 10

  private let header: TraceHeader
  private var scope: AnalysisScope
  private let explain: Explanations
  private var watches = WatchTable()
  /// The pile-up going on: when it started, the ripples alive then, and the most alive since.
  private var pileup: (start: Double, ripples: [Int], peak: Int, current: Int, waiting: Int)?
  /// When the live count of the pile-up going on fell back to the threshold, by a ripple
  /// gone then: it ends there unless an event at that very instant appends enough again,
  /// since the instant's count is the one after all of its events (SPEC §6). One that falls
  /// back at the instant it started never was: a ripple appended and gone at once was
  /// never alive.
  private var pileupFallsAt: Double?
  /// The instant of the latest step: a pile-up is under way once a later instant than its
  /// start has come, as it may still vanish at that instant.
  private var now = -Double.infinity
  /// The ripples a pile-up names that are still alive: their lifecycles list its code.
  private var pileupRipples: Set<Int> = []
  /// The presses going on: each pointer down and the ripple its `down` appended (a few, so
  /// searched in order rather than hashed).
  private var openPresses: [(pointer: Int, ripple: Int)] = []
  /// How the press of each ripple still in the array after its press ended ended. Only those
  /// ripples can be stuck (SPEC §7).
  private var pressEnds: [Int: PressEnd] = [:]
  /// The ripples still watched that a second `down` of a pointer already down appended (an
  /// orphan event, SPEC §3): their press has two records, and one release removes one.
  private var appendedByRepeatedDown: Set<Int> = []
  /// Whether stuck ripples are looked for, whose explanations name the record a press's
  /// release took instead: asked once, since hashing a code costs more than most events.
  private let looksForStuckRipples: Bool
  private let sealsSteadyRipples: Bool
  /// How many watches are sealed (``RippleWatch/seal``).
  private var sealedCount = 0
  /// The first frame index the replay has not visited yet.
  private var nextFrame = 0
  /// No seal ends before this frame index (``RippleWatch/Seal/end``).
  private var nextSealEnd = Int.max
  /// The ripples the latest event appended or removed, with their positions in the
  /// simulation's ripples, their reaches (``Simulation/reach(of:)``) and whether it removed
  /// them; kept to reuse its storage.
  private var touched: [(id: Int, position: Int, reach: Rect?, isRemoval: Bool)] = []
  /// Whether the first frame of the latest span painted a ripple with a non-zero zIndex
  /// (``Simulation/paintsRippleWithNonZeroZIndex(at:)``).
  private var paintsRaisedRipple = false
  /// The ripples the latest frame composed was asked about, with what was learned: the
  /// classification with tallies (`nil`: not painted), else whether it is occluded (`nil`: it
  /// is not, or it is in no animation window, which counts nothing). For
  /// ``leap(from:_:before:in:fps:)``; kept to reuse its storage.
  private var classifiedAtFrame: [(ripple: Int, learned: Visibility?)] = []
  /// When the next leap is tried and how far it reaches.
  private var leapLength = LeapLength()
  /// The frame the latest leap reached and its composition, which classifies that frame.
  private var leapt: LeapEnd?
  /// How many frames leaps passed over: the tests check that they do.
  private(set) var framesLeapt = 0
  /// The starts of the animation windows that hold no frame, not classified yet (SPEC §7
  /// samples each such instant instead), and the simulation after the latest event, which
  /// composes every instant up to the next one; `nil` when none waits. Each start is
  /// classified once the replay has passed it, after every event at that instant, as a frame
  /// there would be; a deferred removal's (`exitWaitsForEnter`) has no event of its own.
  private var framelessStarts: (starts: [Double], simulation: Simulation)?

  /// Creates an analyzer for a trace that looks for what `scope` asks.
  /// - Parameter sealsSteadyRipples: Whether a ripple whose classification can only change by
  ///   fading (``SteadyCover``) is classified from its record alone instead of composing each
  ///   frame; the results are the same, `false` is the reference the tests compare with.
  public init(header: TraceHeader, scope: AnalysisScope = .full, sealsSteadyRipples: Bool = true) {
    self.init(
      start: Simulation(header: header), scope: scope, sealsSteadyRipples: sealsSteadyRipples)
  }

  /// Creates an analyzer for replays that start from `start` (a simulation at t = 0), reading
  /// the header and ripple layout it derived.
  public init(start: Simulation, scope: AnalysisScope = .full, sealsSteadyRipples: Bool = true) {
    header = start.header
    self.scope = scope
    looksForStuckRipples = scope.codes.contains(.stuckRipple)
    self.sealsSteadyRipples = sealsSteadyRipples
    explain = Explanations(
      header: start.header, layout: start.layout, windowsMayStopEarly: scope.presenceOnly)
  }

  /// Whether an instance of a code has begun and is handed out once it ends: a pile-up
  /// going on (SPEC §7: one finding per episode).
  func isUnderWay(_ code: FindingCode) -> Bool {
    code == .ripplePileup && pileup.map { $0.start < now } == true
  }

  /// Stops looking for the codes that depend on classifying frames, so that no frame is
  /// classified from here on, for a run that has found what it needs of them. Only for a
  /// scope without tallies.
  mutating func stopClassifyingFrames() {
    guard !scope.tallies else { return }
    scope = scope.withoutOcclusionCodes
  }

  /// Takes one replay step, passing what it finishes to `emit`.
  public mutating func observe(
    _ step: ReplayStep, in simulation: Simulation, emit: (AnalyzerOutput) -> Void
  ) {
    let scope = scope
    let emit = { (output: AnalyzerOutput) in
      if case .finding(let finding) = output, !scope.codes.contains(finding.code) { return }
      emit(output)
    }
    switch step {
    case .event(let event, let notes):
      now = event.time
      classifyFramelessStarts(before: event.time)
      endPileup(before: event.time, emit: emit)
      noteEvent(event, notes: notes, in: simulation, emit: emit)
    case .frames(let span):
      now = span.time(ofFrame: span.first)
      // A frame comes after every event at its instant.
      endPileup(before: .infinity, emit: emit)
      classifyFramelessStarts(before: span.time(ofFrame: span.first))
      classify(span, in: simulation)
    case .retired(let ripple):
      let goneAt = ripple.goneAt ?? simulation.time
      now = goneAt
      endPileup(before: goneAt, emit: emit)
      classifyFramelessStarts(before: goneAt)
      unseal(ripple, in: simulation)
      finish(ripple, in: simulation, endOfTrace: nil, emit: emit)
      if pileup != nil, simulation.liveCount(at: goneAt) <= Self.pileupThreshold {
        pileupFallsAt = goneAt
      }
    case .end(let time):
      now = time
      classifyFramelessStarts(before: .infinity)
      for ripple in simulation.ripples {
        unseal(ripple, in: simulation)
        finish(ripple, in: simulation, endOfTrace: time, emit: emit)
      }
      endPileup(before: .infinity, emit: emit)
      // One still going on has more than 10 alive at the end.
      endPileup(at: time, emit: emit)
    case .expectation:
      break
    }
  }

  private mutating func noteEvent(
    _ event: TraceEvent, notes: [RecorderNote], in simulation: Simulation,
    emit: (AnalyzerOutput) -> Void
  ) {
    notePress(event, in: simulation)
    for note in notes {
      switch note {
      case .orphanEvent(let time, let pointer, let kind):
        emit(.finding(explain.orphan(kind, pointer: pointer, at: time)))
      case .wrongRippleRemoved(_, let id, let released, _):
        // Without frames, a watch is only made when a note needs it.
        let index =
          watches.index(forKey: id)
          ?? simulation.ripple(withID: id).map {
            watches.append(RippleWatch($0, fps: header.fps), for: id)
          }
        if let index { watches.values[index].removedFromPointer = released }
      }
    }
    if scope.visitsFrames { watchRipples(at: event, in: simulation) }
    let live = simulation.liveCount(at: event.time)
    guard live > Self.pileupThreshold else { return }
    pileupFallsAt = nil
    if let peak = pileup?.peak {
      pileup?.peak = max(peak, live)
    } else {
      let alive = simulation.ripples.filter { $0.isAlive(at: event.time) }
      let current = alive.count { $0.removal == nil }
      let waiting = alive.count { $0.removal != nil && $0.isInArray(at: event.time) }
      pileup = (event.time, alive.map(\.id), live, current, waiting)
      if scope.codes.contains(.ripplePileup) { pileupRipples.formUnion(alive.map(\.id)) }
    }
  }

  /// Keeps which ripple each pointer's press appended, and how that press ended while its
  /// ripple is still in the array: a stuck ripple's explanation names that end, which a later
  /// press of its pointer may not share.
  private mutating func notePress(_ event: TraceEvent, in simulation: Simulation) {
    switch event.kind {
    case .down(let pointer, _):
      guard let newest = simulation.ripples.last, newest.pointer == pointer,
        newest.appendedAt == event.time
      else { return }
      if let open = openPresses.firstIndex(where: { $0.pointer == pointer }) {
        appendedByRepeatedDown.insert(newest.id)
        openPresses[open].ripple = newest.id
      } else {
        openPresses.append((pointer, newest.id))
      }
    case .up(let pointer, _), .cancel(let pointer):
      guard let open = openPresses.firstIndex(where: { $0.pointer == pointer }) else { return }
      let id = openPresses.remove(at: open).ripple
      guard let position = simulation.position(ofRipple: id),
        simulation.ripples[position].isInArray(at: event.time)
      else { return }
      let byCancel = if case .cancel = event.kind { true } else { false }
      // The record the event's removal took out of the array, if it took one: looked for only
      // when a stuck ripple's explanation may name it.
      let removed =
        looksForStuckRipples
        ? simulation.ripples.last { ripple in
          guard let removal = ripple.removal, removal.requestedAt == event.time else {
            return false
          }
          return removal.cause == (byCancel ? .cancel(pointer: pointer) : .up(pointer: pointer))
        } : nil
      pressEnds[id] = (event.time, byCancel, removed?.id)
    case .move, .state:
      break
    }
  }

  /// Starts watching the ripples an event appended and the removals it started, notes the
  /// windows among them that hold no frame, then ends the seals it may break.
  private mutating func watchRipples(at event: TraceEvent, in simulation: Simulation) {
    touched.removeAll(keepingCapacity: true)
    // Ripples are read in place: most are neither new nor newly removed.
    let ripples = simulation.ripples
    for position in ripples.indices {
      let index: Int
      if let watched = watches.index(forKey: ripples[position].id) {
        index = watched
      } else {
        let watch = RippleWatch(ripples[position], fps: header.fps)
        if let insertion = watch.insertion { noteStart(of: insertion, in: simulation) }
        index = watches.append(watch, for: ripples[position].id)
        touched.append(
          (ripples[position].id, position, simulation.reach(of: ripples[position]), false))
      }
      guard let removal = ripples[position].removal, !watches.values[index].removalSeen else {
        continue
      }
      touched.append(
        (ripples[position].id, position, simulation.reach(of: ripples[position]), true))
      watches.values[index].removalSeen = true
      guard removal.animation != nil else { continue }
      let window = AnimationWindow(start: removal.startsAt, end: removal.goneAt, fps: header.fps)
      watches.values[index].removal = window
      noteStart(of: window, in: simulation)
    }
    unsealRipples(disturbedBy: event, in: simulation)
    framelessStarts?.simulation = simulation
  }

  /// Keeps the start of a window that holds no frame in ``framelessStarts``.
  private mutating func noteStart(of window: AnimationWindow, in simulation: Simulation) {
    guard window.isFrameless else { return }
    if framelessStarts == nil { framelessStarts = ([], simulation) }
    framelessStarts?.starts.append(window.start)
  }

  /// Classifies the instants of ``framelessStarts`` before `time` on the simulation after the
  /// latest event, which no event has changed since. Asked at every step, it nearly always
  /// has none: that is checked inline, the work is not.
  @inline(__always)
  private mutating func classifyFramelessStarts(before time: Double) {
    if framelessStarts != nil { classifyEachFramelessStart(before: time) }
  }

  private mutating func classifyEachFramelessStart(before time: Double) {
    guard let (starts, simulation) = framelessStarts, starts.contains(where: { $0 < time })
    else { return }
    for start in Set(starts.filter { $0 < time }).sorted() {
      classify(simulation, at: start, frames: 0)
    }
    let later = starts.filter { $0 >= time }
    framelessStarts = later.isEmpty ? nil : (later, simulation)
  }

  /// Classifies the frames of a span: composes each frame while a ripple is not sealed, or
  /// only the first of a span at rest; ends the seals that end within it on their frame.
  private mutating func classify(_ span: FrameSpan, in simulation: Simulation) {
    guard scope.visitsFrames else { return }
    var index = span.first
    let end = span.first + span.count
    leapt = nil
    leapLength.noteGap()
    // Switching between SPEC §4's rules 1 and 2 may reorder every item, whatever the cover:
    // spans split at every event, removal start and gone ripple, where it can switch.
    let raised = simulation.paintsRippleWithNonZeroZIndex(
      at: FrameClock.time(ofFrame: span.first, fps: span.fps))
    if raised != paintsRaisedRipple {
      paintsRaisedRipple = raised
      nextFrame = span.first
      for ripple in simulation.ripples { unseal(ripple, in: simulation) }
    }
    while index < end {
      nextFrame = index
      if index >= nextSealEnd { endSeals(at: index, in: simulation) }
      // No seal ends before `stretchEnd`: its frames are alike, or sealed.
      let stretchEnd = min(end, nextSealEnd)
      if span.isAtRest {
        classify(simulation, at: index, frames: stretchEnd - index, fps: span.fps)
        index = stretchEnd
      } else if sealedCount == watches.count {
        leapLength.noteGap()
        index = stretchEnd
      } else {
        classify(
          simulation, at: index, frames: 1, fps: span.fps, leapingUntil: min(end - 1, nextSealEnd))
        index = leapt?.frame ?? index + 1
      }
    }
    nextFrame = end
  }

  /// Counts frames `index + 1 ..< later` without composing them, when the compositions at
  /// `index` and at `later` tell that every ripple classified at `index` keeps what was
  /// learned of it in between (``Composition/classification(ofRipple:throughout:keeps:)``):
  /// a fade over an hour beneath other fading ripples is then composed a few hundred times,
  /// not 216,000. Each such ripple is in one phase and the same animation windows throughout
  /// the span; it may leap only when its windows that count the frames occluded know their
  /// occluder, and during its removal, when the leaves its removal ordering hides are known
  /// or none are hidden at either end.
  /// - Parameter limit: The last frame index `later` may be: in the span, and no seal ends
  ///   before it.
  /// - Returns: `later` and its composition, for the frame to classify next.
  private mutating func leap(
    from index: Int, _ composition: Composition, before limit: Int, in simulation: Simulation,
    fps: Double
  ) -> LeapEnd? {
    leapLength.noteComposedFrame()
    guard sealsSteadyRipples, let later = leapLength.target(from: index, limit: limit) else {
      return nil
    }
    let time = FrameClock.time(ofFrame: index, fps: fps)
    // Those not sealed from the next frame on, and that counted the frame at `index`.
    classifiedAtFrame.removeAll { id, learned in
      guard let slot = watches.index(forKey: id), watches.seal(at: slot) == nil else {
        return true
      }
      return scope.tallies ? learned == nil : !watches.values[slot].isAnimating(at: time)
    }
    guard !classifiedAtFrame.isEmpty else { return nil }
    for (id, learned) in classifiedAtFrame {
      guard let slot = watches.index(forKey: id),
        watches.values[slot].canLeap(occluded: learned == .occluded, at: time)
      else {
        leapLength.noteFailure()
        return nil
      }
    }
    let then = Composition(simulation: simulation, at: FrameClock.time(ofFrame: later, fps: fps))
    for (id, learned) in classifiedAtFrame {
      let target: SteadyClassification =
        if scope.tallies, let learned { .classified(learned) } else if learned == .occluded {
          .occluded
        } else { .notOccluded }
      // A removal's ordering hid nothing at `index`; the ripple's disk moves one way, so it
      // hides nothing in between when it hides nothing at `later` either.
      let awaitsHidden =
        watches.index(forKey: id).map {
          watches.values[$0].awaitsLeavesHiddenByRemovalOrder(at: time)
        } ?? false
      let hidesNothing =
        !awaitsHidden || !composition.paintsLeafOfAnotherNode(aboveRipple: id)
        || then.leavesHiddenByRemovalOrder(ofRipple: id).isEmpty
      guard hidesNothing,
        composition.classification(ofRipple: id, throughout: then, keeps: target) != nil
      else {
        leapLength.noteFailure()
        return nil
      }
    }
    leapLength.noteSuccess()
    framesLeapt += later - index - 1
    let looksForReordering = scope.looksForReordering
    for (id, learned) in classifiedAtFrame {
      guard let slot = watches.index(forKey: id),
        let phase = simulation.ripple(withID: id)?.phase(at: time)
      else { continue }
      // Without tallies, a scope that asks only which codes occur stops counting a ripple's
      // frames once that is decided, as composing each frame would.
      let frames =
        scope.presenceOnly
        ? watches.values[slot].framesThatMayChangeFindings(
          among: later - index - 1, at: time, occluded: learned == .occluded,
          looksForReordering: looksForReordering)
        : later - index - 1
      watches.values[slot].count(
        frames: frames, learned: learned, phase: phase, at: time, tallies: scope.tallies)
    }
    return LeapEnd(frame: later, composition: then)
  }

  /// Ends the seals whose end frame has come (``nextFrame``), counting their frames before it.
  private mutating func endSeals(at index: Int, in simulation: Simulation) {
    nextSealEnd = .max
    for ripple in simulation.ripples {
      guard let slot = watches.index(forKey: ripple.id),
        let end = watches.seal(at: slot)?.stretch.endFrame
      else { continue }
      if end <= index {
        unseal(ripple, in: simulation)
      } else {
        nextSealEnd = min(nextSealEnd, end)
      }
    }
  }

  /// Classifies every painted ripple that is not sealed at a frame standing for `frames`
  /// alike frames.
  /// - Parameter limit: For a frame of a moving span, the last frame a leap from it may
  ///   reach (``leap(from:_:before:in:fps:)``); `nil` for none.
  private mutating func classify(
    _ simulation: Simulation, at index: Int, frames: Int, fps: Double,
    leapingUntil limit: Int? = nil
  ) {
    classify(
      simulation, at: FrameClock.time(ofFrame: index, fps: fps), frames: frames,
      sealingFrom: index + frames, leapingUntil: limit, fps: fps)
  }

  /// Classifies every painted ripple that is not sealed at an instant standing for `frames`
  /// alike frames (0 for an instant between frames, SPEC §7).
  /// - Parameter sealingFrom: At a frame, the next frame index: each ripple whose
  ///   classification has become steady is sealed from there on.
  /// - Parameter limit: At a frame, the last frame a leap from it may reach
  ///   (``leap(from:_:before:in:fps:)``), which leaves that frame and its composition in
  ///   ``leapt``; `nil` for no leap.
  private mutating func classify(
    _ simulation: Simulation, at time: Double, frames: Int, sealingFrom: Int? = nil,
    leapingUntil limit: Int? = nil, fps: Double = 0
  ) {
    classifiedAtFrame.removeAll(keepingCapacity: true)
    // The composition a leap to this frame made.
    let composed = leapt.flatMap { $0.frame + frames == sealingFrom ? $0.composition : nil }
    leapt = nil
    guard !simulation.ripples.isEmpty else { return }
    let looksForReordering = scope.looksForReordering
    // Without tallies only the animation windows count; for a scope that asks only which
    // codes occur, only the windows not decided yet.
    let presenceOnly = scope.presenceOnly
    let needsClassification = { (watch: RippleWatch) in
      presenceOnly
        ? watch.mayChangeFindings(at: time, looksForReordering: looksForReordering)
        : watch.isAnimating(at: time)
    }
    // At a frame, the ripples not sealed; between frames, those a frameless window of which
    // starts there, sealed or not: a seal counts frames only.
    let betweenFrames = frames == 0
    if !scope.tallies {
      guard scope.classifiesWindows,
        watches.values.contains(where: { watch in
          (betweenFrames ? watch.startsFramelessWindow(at: time) : watch.seal == nil)
            && needsClassification(watch)
        })
      else { return }
    }
    let composition = composed ?? Composition(simulation: simulation, at: time)
    // Every seal made at this instant tells faded frames apart with the same factors.
    var fade: FadeTest?
    for ripple in simulation.ripples {
      // The watch is changed in place, through its index (a watch is a large value).
      guard let index = watches.index(forKey: ripple.id),
        betweenFrames
          ? watches.values[index].startsFramelessWindow(at: time)
          : watches.seal(at: index) == nil,
        !presenceOnly || needsClassification(watches.values[index])
      else { continue }
      let classification = watches.values[index].record(
        ripple: ripple.id, phase: ripple.phase(at: time), at: time,
        tallies: scope.tallies ? frames : 0, betweenFrames: betweenFrames,
        windowFrames: max(frames, 1), composition: composition)
      if frames == 1 { classifiedAtFrame.append((ripple.id, classification)) }
      guard sealsSteadyRipples, let sealingFrom,
        watches.values[index].sealRetry.allowsAttempt(from: sealingFrom)
      else { continue }
      guard
        let stretch = composition.steadyStretch(
          ofRipple: ripple.id, from: sealingFrom, allowingUnoccluded: !scope.tallies,
          classifiedNow: classification),
        watches.values[index].canSeal(
          stretch.cover, at: time,
          looksForReordering: looksForReordering
            && composition.paintsLeafOfAnotherNode(aboveRipple: ripple.id))
      else {
        watches.values[index].sealRetry.noteFailure(from: sealingFrom)
        continue
      }
      let fadeTest = fade ?? FadeTest(simulation: simulation, at: time)
      fade = fadeTest
      watches.values[index].seal = RippleWatch.Seal(
        stretch: stretch, from: sealingFrom, fade: fadeTest)
      sealedCount += 1
      if let end = stretch.endFrame { nextSealEnd = min(nextSealEnd, end) }
    }
    if let limit, let sealingFrom {
      leapt = leap(from: sealingFrom - frames, composition, before: limit, in: simulation, fps: fps)
    }
  }

  /// Ends the seals an event may break. A state change breaks every seal when a zIndex or the
  /// ripples' alpha reads a state, and otherwise those of the ripples beneath a scene leaf
  /// whose alpha reads one: a seal that could be made while a state animates holds through
  /// it (``Composition/steadyStretch(ofRipple:from:allowingUnoccluded:classifiedNow:)``).
  /// Any other event breaks the seals of the ripples it appended or removed (``touched``),
  /// and the seals other than `opaque` of the ripples those could now cover. A `buried` one
  /// breaks only by the removal of a ripple that buries it, since a ripple appended only adds
  /// to what lies over it. Under `ios17`,
  /// where a removal can only sink, a `clear` or `unoccluded` one breaks only by an append, and
  /// no cover breaks by the removal of a ripple painted below it, which stays below
  /// (``SteadyStretch/survivesRemoval(ofRipple:sdk:isBelow:)``). A current ripple is painted
  /// above every current ripple before it in the array: they share its zIndex.
  private mutating func unsealRipples(disturbedBy event: TraceEvent, in simulation: Simulation) {
    guard sealedCount > 0 else { return }
    let isStateChange = if case .state = event.kind { true } else { false }
    // The ripples whose seals a state change keeps.
    let keptByState =
      isStateChange ? Self.ripplesAStateLeavesAlone(in: simulation, at: event.time) : []
    let touched = touched
    let ripples = simulation.ripples
    for position in ripples.indices {
      let ripple = ripples[position]
      guard let index = watches.index(forKey: ripple.id),
        let stretch = watches.seal(at: index)?.stretch
      else { continue }
      let own = simulation.reach(of: ripple)
      let disturbed =
        (isStateChange && !keptByState.contains(ripple.id))
        || touched.contains { $0.id == ripple.id }
        || (stretch.cover != .opaque
          && touched.contains { other in
            let survives =
              other.isRemoval
              ? stretch.survivesRemoval(
                ofRipple: other.id, sdk: header.sdk,
                isBelow: ripple.removal == nil && other.position < position)
              : stretch.cover == .buried
            if survives { return false }
            guard let reach = other.reach, let own else { return true }
            return !reach.isApart(from: own)
          })
      if disturbed { unseal(ripple, in: simulation) }
    }
  }

  /// The ripples whose classification a state change at an instant cannot change: none when
  /// it may reorder the paint (a zIndex reads a state) or change the ripples' alpha; otherwise
  /// those painted above every scene leaf whose alpha reads a state.
  private static func ripplesAStateLeavesAlone(in simulation: Simulation, at time: Double)
    -> Set<Int>
  {
    guard !simulation.zIndexReadsStates, !simulation.rippleAlphaReadsStates else { return [] }
    return Composition(simulation: simulation, at: time).ripplesAboveEveryLeafFollowingAState
  }

  /// Counts a sealed ripple's frames so far and ends its seal.
  private mutating func unseal(_ ripple: Ripple, in simulation: Simulation) {
    guard let index = watches.index(forKey: ripple.id), watches.seal(at: index) != nil else {
      return
    }
    watches.values[index].unseal(
      ripple, before: nextFrame, fps: header.fps, tallies: scope.tallies, in: simulation)
    sealedCount -= 1
  }

  private mutating func finish(
    _ ripple: Ripple, in simulation: Simulation, endOfTrace: Double?,
    emit: (AnalyzerOutput) -> Void
  ) {
    let aliveAtEnd = endOfTrace != nil
    let watch = watches.removeValue(forKey: ripple.id) ?? RippleWatch(ripple, fps: header.fps)
    let pressEnd = pressEnds.removeValue(forKey: ripple.id)
    // Most traces have no repeated down: an empty set is not hashed into.
    let isSecondRecord =
      !appendedByRepeatedDown.isEmpty && appendedByRepeatedDown.remove(ripple.id) != nil
    let pointerDown = simulation.pointersDown.contains(ripple.pointer)
    // Only the codes the scope looks for are explained.
    var findings: [Finding] = []
    let scope = scope
    func add(_ code: FindingCode, _ finding: @autoclosure () -> Finding) {
      if scope.codes.contains(code) { findings.append(finding()) }
    }
    if let window = watch.removal, window.isMostlyOccluded {
      add(.removalOccluded, explain.occludedRemoval(ripple, window))
    } else if let (time, leaves, ordersByZIndex) = watch.reordered {
      add(
        .removalReordered,
        explain.reorderedRemoval(ripple, at: time, by: leaves, ordersByZIndex: ordersByZIndex))
    }
    if let window = watch.insertion, window.isMostlyOccluded {
      add(.insertionOccluded, explain.occludedInsertion(ripple, window))
    }
    if let pointer = watch.removedFromPointer {
      add(.wrongRippleRemoved, explain.wrongRemoval(ripple, by: pointer))
    }
    if let removal = ripple.removal {
      if removal.animation == nil { add(.instantRemoval, explain.instantRemoval(ripple)) }
      // SPEC §7: the progress had not reached 0.5 by then; an under-damped spring may
      // have passed it and fallen back.
      let progress = ripple.highestInsertionProgress(until: removal.startsAt)
      if progress < 0.5 { add(.noVisibleFeedback, explain.noFeedback(ripple, progress: progress)) }
    } else if let endOfTrace, !pointerDown {
      add(
        .stuckRipple,
        explain.stuck(
          ripple, until: endOfTrace, pressEnd: pressEnd, appendedByRepeatedDown: isSecondRecord))
    }
    for finding in findings { emit(.finding(finding)) }
    var codes = findings.map(\.code)
    // The episode's own finding comes once, when it ends; each ripple it names lists it, but
    // for one gone the instant it was appended, never alive.
    if pileupRipples.remove(ripple.id) != nil, ripple.goneAt != ripple.appendedAt {
      codes.append(.ripplePileup)
    }
    emit(
      .lifecycle(
        LifecycleEntry(
          ripple: ripple, removedFromPointer: watch.removedFromPointer, isAliveAtEnd: aliveAtEnd,
          isPointerDownAtEnd: pointerDown, visibility: watch.tally, findings: codes
        )))
  }

  /// Hands out the pile-up going on if its live count fell back to the threshold before
  /// `instant`: no event at that earlier instant raised it again.
  private mutating func endPileup(before instant: Double, emit: (AnalyzerOutput) -> Void) {
    guard let episode = pileup, let end = pileupFallsAt, end < instant else { return }
    guard end > episode.start else {
      pileup = nil
      pileupFallsAt = nil
      pileupRipples.subtract(episode.ripples)
      return
    }
    endPileup(at: end, emit: emit)
  }

  /// Hands out the pile-up going on, as ending at `end`.
  private mutating func endPileup(at end: Double, emit: (AnalyzerOutput) -> Void) {
    guard let episode = pileup else { return }
    pileup = nil
    pileupFallsAt = nil
    emit(
      .finding(
        explain.pileup(
          of: episode.ripples, from: episode.start, to: end, peak: episode.peak,
          current: episode.current, waiting: episode.waiting)))
  }
}
