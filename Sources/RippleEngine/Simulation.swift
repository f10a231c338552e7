import RippleTrace

/// The recorder and the timing engine: the app's `ripples` array, the fingers that are
/// down and the named states, advanced event by event (SPEC §3, §6).
///
/// A simulation is a value: copy it to seek, to try a fix, or to compare two instants.
/// Between two events every presented value is a pure function of the time.
public struct Simulation: Sendable {
  /// What never changes during a replay, shared by every copy: copying a simulation, as
  /// every composition does, then retains one object instead of every name of the scene. The
  /// properties that read it are inlinable, so that reading one field (`header.fps`) loads
  /// that field alone rather than copying the whole value out of the setup.
  @usableFromInline let setup: SimulationSetup
  /// The time of the latest applied event.
  public private(set) var time: Double = 0
  /// Every ripple not yet retired, in id (append) order.
  public private(set) var ripples: [Ripple] = []
  /// How many ripples were ever created; the next id is one more.
  public private(set) var createdCount = 0
  /// The pointers that are down, in the order they went down (a few fingers: an array
  /// beats hashing).
  public private(set) var pointersDown: [Int] = []
  /// The named states.
  public private(set) var states = StateTimeline()
  private var removalCount = 0
  /// No ripple is gone before this instant (the earliest `goneAt` among ``ripples``, ∞ when
  /// none has one).
  public private(set) var firstGoneAt = Double.infinity

  /// Starts a simulation at t = 0 with an empty array and every state false.
  public init(header: TraceHeader) {
    setup = SimulationSetup(header: header)
  }

  /// The trace's header.
  @inlinable public var header: TraceHeader { setup.header }
  /// Where the scene draws ripples; `nil` when it has no forEach.
  @inlinable public var layout: RippleLayout? { setup.layout }
  /// The layout's footprint, kept apart so that reading it does not copy the layout (whose
  /// copy retains every name and child of its nodes) on the paths that place ripples.
  @inlinable public var footprint: RippleLayout.Footprint? { setup.footprint }
  /// Whether every ripple stays inside its layout frame at every instant: its transitions only
  /// fade and scale by at most 1, with animations that do not overshoot (SPEC §5, §6). Then
  /// ``reach(of:)`` bounds where it can ever be painted.
  @inlinable public var ripplesStayInLayoutFrame: Bool { setup.ripplesStayInLayoutFrame }
  /// Whether, moreover, a ripple's disk never shrinks: its removal does not scale, and its
  /// insertion scales up along a curve that only rises (the Bézier curves of SPEC §6 and
  /// springs without overshoot are monotone), so a sample inside it stays inside.
  @inlinable public var ripplesOnlyGrow: Bool { setup.ripplesOnlyGrow }
  /// Whether a ripple's alpha factors (``alphaFactors(at:)``) read a state, through the
  /// forEach's opacity or a group's above it: only then can a state animation change them.
  public var rippleAlphaReadsStates: Bool { setup.rippleAlphaReadsStates }

  /// Whether a node's zIndex reads a state: only then can a state change the paint order.
  public var zIndexReadsStates: Bool { setup.zIndexReadsStates }

  /// Whether a scene leaf's alpha reads a state, through its own opacity or a group's above
  /// it: only then can a state animation change it.
  public func alphaReadsStates(ofLeaf name: String) -> Bool {
    setup.leavesWithStateAlpha.contains(name)
  }

  /// Applies one event, as the app's gesture code would (SPEC §3).
  ///
  /// Events must come in non-decreasing time; call ``retireRipples(goneBy:into:)`` first to keep
  /// the live set small.
  /// - Returns: What the recorder noticed: orphan events and wrong removals.
  public mutating func apply(_ event: TraceEvent) -> [RecorderNote] {
    time = max(time, event.time)
    switch event.kind {
    case .down(let pointer, let position):
      var notes: [RecorderNote] = []
      if pointersDown.contains(pointer) {
        notes.append(.orphanEvent(time: time, pointer: pointer, kind: .down))
      } else {
        pointersDown.append(pointer)
      }
      append(pointer: pointer, at: position)
      return notes
    case .move:
      return []
    case .up(let pointer, _):
      return release(pointer, orphanKind: .up, removes: true)
    case .cancel(let pointer):
      return release(pointer, orphanKind: .cancel, removes: header.recorder.cancel == .remove)
    case .state(let changes):
      // A state no node reads changes nothing (SPEC §2.2; the reader warns of it): kept out of
      // the timeline, which is searched at every expression.
      for (state, value) in changes.sorted(by: { $0.key < $1.key })
      where setup.statesRead.contains(state) {
        let animation = header.scene.animations[state].map { Animation($0, sdk: header.sdk) }
        states.set(state, to: value, at: time, animation: animation)
      }
      keepZIndexOfDeferredRemovals()
      return []
    }
  }

  /// Removes the ripples that are gone by an instant and puts them in `gone`, oldest id
  /// first, in place of what it held: a caller that retires at every step reuses one array's
  /// storage.
  public mutating func retireRipples(goneBy instant: Double, into gone: inout [Ripple]) {
    gone.removeAll(keepingCapacity: true)
    states.forgetAnimations(endedBy: instant)
    guard firstGoneAt <= instant else { return }
    // One pass that moves each kept ripple at most once (a ripple is a large value).
    var kept = 0
    firstGoneAt = .infinity
    for index in ripples.indices {
      let goneAt = ripples[index].goneAt ?? .infinity
      if goneAt <= instant {
        gone.append(ripples[index])
        continue
      }
      if kept != index { ripples[kept] = ripples[index] }
      kept += 1
      firstGoneAt = min(firstGoneAt, goneAt)
    }
    ripples.removeSubrange(kept...)
  }

  /// The ripple with an id, if it has not been retired.
  @inlinable public func ripple(withID id: Int) -> Ripple? {
    position(ofRipple: id).map { ripples[$0] }
  }

  /// Where the ripple with an id is in ``ripples``, if it has not been retired: to read it
  /// there in place (a ripple is a large value).
  @inlinable public func position(ofRipple id: Int) -> Int? {
    ripples.firstIndex { $0.id == id }
  }

  /// How many ripples are alive at an instant: appended and not yet gone.
  public func liveCount(at instant: Double) -> Int {
    ripples.count { $0.isAlive(at: instant) }
  }

  /// Whether anything moves at an instant, and the first later instant at which that may
  /// change, until the next event (∞ when nothing starts or ends moving).
  ///
  /// An animation moves from the end of its delay, which holds its progress at 0 (SPEC §6),
  /// to its end, where a ripple's phase changes too. Between those instants, and the paint
  /// order's changes (``nextChange(after:)``), every frame shows the same: a span of still
  /// frames, such as a removal's delay or the time after the last animation, is classified
  /// once.
  public func motion(at instant: Double) -> (isMoving: Bool, changesAt: Double) {
    var isMoving = false
    var changesAt = Double.infinity
    forEachMotion { start, end in
      if start <= instant && instant < end { isMoving = true }
      if start > instant { changesAt = min(changesAt, start) }
      if end > instant { changesAt = min(changesAt, end) }
    }
    return (isMoving, changesAt)
  }

  /// Calls `body` with the span in which each animation's progress moves (``motion(at:)``).
  private func forEachMotion(_ body: (_ start: Double, _ end: Double) -> Void) {
    states.forEachMotion(body)
    for ripple in ripples {
      if let insertion = ripple.insertion {
        body(ripple.appendedAt + insertion.delay, ripple.insertionEndsAt)
      }
      if let removal = ripple.removal, let animation = removal.animation {
        body(removal.startsAt + animation.delay, removal.goneAt)
      }
    }
  }

  /// The first instant after `instant` at which the paint order changes without an event: a
  /// removal starts (deferred by `exitWaitsForEnter`) or a ripple is gone (SPEC §3, §4).
  public func nextChange(after instant: Double) -> Double {
    var next = Double.infinity
    for ripple in ripples {
      guard let removal = ripple.removal else { continue }
      if removal.startsAt > instant { next = min(next, removal.startsAt) }
      if removal.goneAt > instant { next = min(next, removal.goneAt) }
    }
    return next
  }

  /// The frame a ripple can never leave, when ``ripplesStayInLayoutFrame``.
  @inlinable public func reach(of ripple: Ripple) -> Rect? {
    guard ripplesStayInLayoutFrame, let footprint else { return nil }
    return footprint.frame(pressedAt: ripple.position)
  }

  /// The zIndex the forEach gives its current ripples now, which a removal keeps (SPEC §4);
  /// 0 without a forEach.
  public var currentRippleZIndex: Double { states.immediateValue(of: setup.rippleZIndex) }

  /// Whether a ripple painted at an instant has a non-zero zIndex: a current one its forEach's
  /// zIndex, a removed one the zIndex it was removed with. While one has, SPEC §4 sorts the
  /// ripples' ZStack by zIndex (its rule 2), so a change of this answer may reorder every item
  /// of that ZStack.
  public func paintsRippleWithNonZeroZIndex(at instant: Double) -> Bool {
    if setup.rippleZIndex == .constant(0) { return false }
    let current = currentRippleZIndex
    return ripples.contains { ripple in
      guard ripple.isPainted(at: instant) else { return false }
      guard let removal = ripple.removal, removal.startsAt <= instant else { return current != 0 }
      return removal.zIndex != 0
    }
  }

  /// Whether SPEC §4's rule 2 orders the ripples' ZStack at an instant, sorting it by zIndex:
  /// a sibling of the forEach or a painted ripple has a non-zero zIndex then. Otherwise rule 1
  /// paints every removed ripple beneath the current items.
  public func ordersRipplesByZIndex(at instant: Double) -> Bool {
    guard let layout else { return false }
    let siblings = layout.siblings
    return siblings.indices.contains { index in
      index != layout.position && states.immediateValue(of: siblings[index].zIndex) != 0
    } || paintsRippleWithNonZeroZIndex(at: instant)
  }

  /// The instant every removal that has started will have ended.
  public var settledAt: Double {
    ripples.reduce(time) { max($0, $1.goneAt ?? $0) }
  }

  /// What a ripple looks like at an instant (SPEC §6, §7 alpha).
  public func presentation(of ripple: Ripple, at instant: Double) -> RipplePresentation {
    let values = transitionValues(of: ripple, at: instant)
    return RipplePresentation(
      ripple: ripple, phase: ripple.phase(at: instant), values: values,
      alpha: alphaFactors(at: instant).alpha(ofOpacity: values.opacity))
  }

  /// The factors ``presentation(of:at:)`` multiplies a ripple's transition opacity by at an
  /// instant. While no state changes, they give the presentation's alpha, bit for bit.
  public func alphaFactors(at instant: Double) -> AlphaFactors {
    guard let layout else { return AlphaFactors(forEach: nil, ancestors: []) }
    return AlphaFactors(
      forEach: layout.content.fill.alpha * opacity(of: layout.node, at: instant),
      ancestors: layout.ancestors.map { opacity(of: $0, at: instant) })
  }

  /// A node's presented opacity at an instant, clamped to 0…1.
  private func opacity(of node: SceneNode, at instant: Double) -> Double {
    min(max(states.value(of: node.opacity, at: instant), 0), 1)
  }

  /// Whether a ripple's transition values move one way only from `start` through `end` (at or
  /// after its append): its opacity and its scale each never turn back, and it has no offset.
  ///
  /// True when ``ripplesStayInLayoutFrame`` (curves that do not overshoot, scales in 0…1, no
  /// offsets), the removal does not start in the interval (its values jump there), and the
  /// insertion and the removal do not both animate opacity or both animate scale in it: an
  /// insertion only raises what it animates, a removal only lowers it.
  public func transitionMovesOneWay(of ripple: Ripple, from start: Double, through end: Double)
    -> Bool
  {
    guard ripplesStayInLayoutFrame, ripple.appendedAt <= start, start <= end else { return false }
    guard let removal = ripple.removal, removal.startsAt <= end else { return true }
    guard removal.startsAt <= start else { return false }
    let inserting = start < ripple.insertionEndsAt
    let removing = start < removal.goneAt
    guard inserting && removing else { return true }
    let (inserted, removed) = setup.activeValues
    let bothFade = inserted.opacity != 1 && removed.opacity != 1
    let bothScale = inserted.scale != 1 && removed.scale != 1
    return !bothFade && !bothScale
  }

  /// A ripple's transition values at an instant, opacity clamped to 0…1 (SPEC §5, §6): a
  /// function of its record and the instant alone.
  public func transitionValues(of ripple: Ripple, at instant: Double) -> TransitionValues {
    let (inserted, removed) = setup.activeValues
    var target = TransitionValues.identity
    // The running animations' remaining offsets are summed before the target is added: equal
    // and opposite ones (a removal started with the insertion, on its curve) cancel exactly,
    // where 0.5 + 0.5q − 0.5q need not be 0.5 in binary.
    var offset = TransitionValues.noOffset
    if let removal = ripple.removal, instant >= removal.startsAt {
      target = removed
      if let animation = removal.animation {
        let progress =
          instant < removal.goneAt
          ? animation.progress(at: instant, startedAt: removal.startsAt) : 1
        offset = offset.adding(from: .identity, to: removed, remaining: 1 - progress)
      }
    }
    offset = offset.adding(
      from: inserted, to: .identity, remaining: 1 - ripple.insertionProgress(at: instant))
    var values = target.adding(offset)
    values.opacity = min(max(values.opacity, 0), 1)
    return values
  }

  private mutating func append(pointer: Int, at position: Point) {
    if let maxLive = header.recorder.maxLive,
      ripples.count(where: { $0.isInArray(at: time) }) >= maxLive,
      let oldest = ripples.firstIndex(where: { $0.removal == nil })
    {
      remove(at: oldest, cause: .maxLive)
    }
    createdCount += 1
    ripples.append(
      Ripple(
        id: createdCount, pointer: pointer, position: position, appendedAt: time,
        insertion: setup.downAnimation))
  }

  private mutating func release(_ pointer: Int, orphanKind: RecorderNote.OrphanKind, removes: Bool)
    -> [RecorderNote]
  {
    var notes: [RecorderNote] = []
    if let index = pointersDown.firstIndex(of: pointer) {
      pointersDown.remove(at: index)
    } else {
      notes.append(.orphanEvent(time: time, pointer: pointer, kind: orphanKind))
    }
    guard removes, let index = indexToRemove(releasing: pointer) else { return notes }
    let owner = ripples[index].pointer
    remove(
      at: index, cause: orphanKind == .cancel ? .cancel(pointer: pointer) : .up(pointer: pointer))
    if owner != pointer && pointersDown.contains(owner) {
      notes.append(
        .wrongRippleRemoved(
          time: time, ripple: ripples[index].id, releasedPointer: pointer, ownerPointer: owner))
    }
    return notes
  }

  /// The record `onEnded` removes: the first, last or matching one still in the array and
  /// not already waiting for its removal (SPEC §3).
  private func indexToRemove(releasing pointer: Int) -> Int? {
    switch header.recorder.removal {
    case .first: return ripples.firstIndex { $0.removal == nil }
    case .last: return ripples.lastIndex { $0.removal == nil }
    case .matching: return ripples.firstIndex { $0.removal == nil && $0.pointer == pointer }
    }
  }

  /// A record whose removal `exitWaitsForEnter` deferred stays in the array until its removal
  /// starts, and is removed with the zIndex it has then (SPEC §3, §4): a state change before
  /// that start sets the zIndex it will keep.
  private mutating func keepZIndexOfDeferredRemovals() {
    let zIndex = currentRippleZIndex
    for index in ripples.indices {
      guard let removal = ripples[index].removal, removal.startsAt > time else { continue }
      ripples[index].removal?.zIndex = zIndex
    }
  }

  private mutating func remove(at index: Int, cause: RemovalCause) {
    let ripple = ripples[index]
    let startsAt =
      header.recorder.exitWaitsForEnter ? max(time, ripple.insertionEndsAt) : time
    removalCount += 1
    defer { firstGoneAt = min(firstGoneAt, ripples[index].goneAt ?? .infinity) }
    ripples[index].removal = Removal(
      cause: cause, requestedAt: time, startsAt: startsAt, animation: setup.upAnimation,
      goneAt: setup.upAnimation?.end(startingAt: startsAt) ?? startsAt, sequence: removalCount,
      zIndex: currentRippleZIndex)
  }
}
