import RippleTrace

/// The recorder and the timing engine: the app's `ripples` array, the fingers that are
/// down and the named states, advanced event by event (SPEC §3, §6).
///
/// A simulation is a value: copy it to seek, to try a fix, or to compare two instants.
/// Between two events every presented value is a pure function of the time.
public struct Simulation: Sendable {
  /// The trace's header.
  public let header: TraceHeader
  /// Where the scene draws ripples; `nil` when it has no forEach.
  public let layout: RippleLayout?
  /// The time of the latest applied event.
  public private(set) var time: Double = 0
  /// Every ripple not yet retired, in id (append) order.
  public private(set) var ripples: [Ripple] = []
  /// How many ripples were ever created; the next id is one more.
  public private(set) var createdCount = 0
  /// The pointers that are down.
  public private(set) var pointersDown: Set<Int> = []
  /// The named states.
  public private(set) var states = StateTimeline()

  private var removalCount = 0
  private let downAnimation: Animation?
  private let upAnimation: Animation?
  private let activeValues: (insertion: TransitionValues, removal: TransitionValues)

  /// Starts a simulation at t = 0 with an empty array and every state false.
  public init(header: TraceHeader) {
    self.header = header
    layout = RippleLayout(scene: header.scene)
    let transition = layout?.content.transition ?? .opacity
    let resolve = { (spec: AnimationSpec, effects: [TransitionEffect]) -> Animation? in
      let animation = Animation(spec, sdk: header.sdk)
      return animation.isInstant || !effects.contains(where: \.isAnimatable) ? nil : animation
    }
    downAnimation = resolve(header.recorder.downAnimation, transition.insertion)
    upAnimation = resolve(header.recorder.upAnimation, transition.removal)
    activeValues = layout?.activeValues ?? (.identity, .identity)
  }

  /// Applies one event, as the app's gesture code would (SPEC §3).
  ///
  /// Events must come in non-decreasing time; call ``retireRipples(goneBy:)`` first to keep
  /// the live set small.
  /// - Returns: What the recorder noticed: orphan events and wrong removals.
  public mutating func apply(_ event: TraceEvent) -> [RecorderNote] {
    time = max(time, event.time)
    switch event.kind {
    case .down(let pointer, let position):
      var notes: [RecorderNote] = []
      if !pointersDown.insert(pointer).inserted {
        notes.append(.orphanEvent(time: time, pointer: pointer, kind: .down))
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
      for (state, value) in changes.sorted(by: { $0.key < $1.key }) {
        let animation = header.scene.animations[state].map { Animation($0, sdk: header.sdk) }
        states.set(state, to: value, at: time, animation: animation)
      }
      return []
    }
  }

  /// Removes and returns the ripples that are gone by an instant, oldest id first.
  public mutating func retireRipples(goneBy instant: Double) -> [Ripple] {
    states.forgetAnimations(endedBy: instant)
    let isGone = { (ripple: Ripple) in (ripple.goneAt ?? .infinity) <= instant }
    guard ripples.contains(where: isGone) else { return [] }
    let gone = ripples.filter(isGone)
    ripples.removeAll(where: isGone)
    return gone
  }

  /// The ripple with an id, if it has not been retired.
  public func ripple(withID id: Int) -> Ripple? {
    ripples.first { $0.id == id }
  }

  /// How many ripples are alive at an instant: appended and not yet gone.
  public func liveCount(at instant: Double) -> Int {
    ripples.count { instant < ($0.goneAt ?? .infinity) }
  }

  /// Whether nothing animates at an instant, nor until the next event: every ripple is
  /// `present` with no removal waiting, and no state animation runs.
  public func isAtRest(at instant: Double) -> Bool {
    !states.isAnimating(at: instant)
      && ripples.allSatisfy { $0.removal == nil && $0.phase(at: instant) == .present }
  }

  /// The instant every removal that has started will have ended.
  public var settledAt: Double {
    ripples.reduce(time) { max($0, $1.goneAt ?? $0) }
  }

  /// What a ripple looks like at an instant (SPEC §6, §7 alpha).
  public func presentation(of ripple: Ripple, at instant: Double) -> RipplePresentation {
    let (inserted, removed) = activeValues
    var values = TransitionValues.identity
    if let removal = ripple.removal, instant >= removal.startsAt {
      values = removed
      if let animation = removal.animation {
        let remaining = 1 - animation.progress(at: instant - removal.startsAt)
        values = values.adding(from: .identity, to: removed, remaining: remaining)
      }
    }
    values = values.adding(
      from: inserted, to: .identity, remaining: 1 - ripple.insertionProgress(at: instant))
    values.opacity = min(max(values.opacity, 0), 1)
    var alpha = values.opacity
    if let layout {
      let opacity = { (node: SceneNode) in
        min(max(self.states.value(of: node.opacity, at: instant), 0), 1)
      }
      alpha *= layout.content.fill.alpha * opacity(layout.node)
      for ancestor in layout.ancestors { alpha *= opacity(ancestor) }
    }
    return RipplePresentation(
      ripple: ripple, phase: ripple.phase(at: instant), values: values, alpha: alpha)
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
        insertion: downAnimation))
  }

  private mutating func release(_ pointer: Int, orphanKind: RecorderNote.OrphanKind, removes: Bool)
    -> [RecorderNote]
  {
    var notes: [RecorderNote] = []
    if pointersDown.remove(pointer) == nil {
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
    let candidates = ripples.indices.lazy.filter { self.ripples[$0].removal == nil }
    switch header.recorder.removal {
    case .first: return candidates.first
    case .last: return candidates.last
    case .matching: return candidates.first { self.ripples[$0].pointer == pointer }
    }
  }

  private mutating func remove(at index: Int, cause: RemovalCause) {
    let ripple = ripples[index]
    let startsAt =
      header.recorder.exitWaitsForEnter ? max(time, ripple.insertionEndsAt) : time
    removalCount += 1
    ripples[index].removal = Removal(
      cause: cause, requestedAt: time, startsAt: startsAt, animation: upAnimation,
      goneAt: startsAt + (upAnimation?.duration ?? 0), sequence: removalCount,
      zIndex: layout.map { states.immediateValue(of: $0.node.zIndex) } ?? 0)
  }
}
