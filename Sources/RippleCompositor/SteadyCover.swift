import RippleEngine
import RippleTrace

/// Why a ripple's classification can only change by fading while the paint list stays as it
/// is, for a stretch of frames (``SteadyStretch``, SPEC §7): then those frames are classified
/// from the ripple alone, with ``FadeTest``, instead of composing the scene.
public enum SteadyCover: Sendable, Equatable {
  /// A scene leaf painted above it with alpha 1 covers every sample of the scene, alone or
  /// in a compositing group of opacity 1: T(p) = 0 everywhere, so the ripple is `occluded`
  /// whenever it is not `faded`.
  case opaque
  /// Nothing painted above it can cover one of its samples with alpha > 0 during the
  /// stretch: T(p) = 1 everywhere, so the ripple is `visible` whenever it is not `faded`.
  case clear
  /// One sample of its disk that nothing painted above can cover with alpha > 0 during the
  /// stretch, and another under a leaf above that stays over it with alpha > ε, while every
  /// disk can only grow: T = 1 at the first and T < 1 − ε at the second, so the ripple is
  /// `partial` whenever it is not `faded`.
  case partial
  /// A sample of its disk that nothing painted above can cover with alpha > 0 during the
  /// stretch, while the disk can only grow: T = 1 there, so the ripple is never `occluded`,
  /// though `partial` and `visible` are not told apart. Only for runs that count occluded
  /// frames alone.
  case unoccluded
  /// Leaves painted above it with alpha > 1 − ε, scene leaves or current ripples outside
  /// compositing groups, together cover every sample its disk can reach during the stretch,
  /// while every disk can only grow and a current ripple's alpha only rises: T(p) < ε
  /// everywhere, so the ripple is `occluded` whenever it is not `faded`.
  case buried

  /// The classification of a frame in which the ripple is not `faded`; `nil` for
  /// ``unoccluded``, which does not tell it.
  public var unfadedClassification: Visibility? {
    switch self {
    case .opaque, .buried: .occluded
    case .clear: .visible
    case .partial: .partial
    case .unoccluded: nil
    }
  }
}

/// A steady cover and the frames it lasts for.
public struct SteadyStretch: Sendable, Equatable {
  /// Why only fading can change the ripple's classification.
  public var cover: SteadyCover
  /// The first frame at which a ripple painted above, still growing, may reach what the
  /// cover relies on; `nil` when none can while the paint list holds.
  public var endFrame: Int?
  /// For ``SteadyCover/buried``, the ripples among the leaves that bury it: any other ripple
  /// may go without ending the cover. Empty for every other cover.
  public var buryingRipples: [Int] = []

  /// Whether another ripple's removal leaves the cover standing under an SDK. `opaque` relies
  /// on a scene leaf above and always stands. `buried` relies on its burying leaves, which keep
  /// their alphas, outlines and places above the ripple whatever else is removed (a removal
  /// moves only the removed item in SPEC §4's lists, and changes no zIndex, so no rule), so it
  /// stands unless the removed ripple is one of them. The others stand only where a removed
  /// item is painted beneath the current items of its zIndex whichever SPEC §4 rule applies
  /// (``PaintOrder/placesRemovedFirst(sdk:)``): the removed ripple then sinks beneath this one
  /// or keeps its place above, the other items keep their order, and its outline does not
  /// change, since those covers hold only while ripples stay in their layout frames, where a
  /// removal fades a ripple at most while its insertion goes on as before. `clear` and
  /// `unoccluded` rely on outlines alone, so they stand; `partial` relies on the alphas of
  /// leaves above, which the fade lowers, so it stands only when the removed ripple was
  /// painted below this one, where it stays.
  /// - Parameters:
  ///   - id: The removed ripple.
  ///   - isBelow: Whether the removed ripple was painted below this one.
  public func survivesRemoval(ofRipple id: Int, sdk: SDK, isBelow: Bool) -> Bool {
    switch cover {
    case .opaque: true
    case .buried: !buryingRipples.contains(id)
    case .clear, .unoccluded: PaintOrder.placesRemovedFirst(sdk: sdk)
    case .partial: isBelow && PaintOrder.placesRemovedFirst(sdk: sdk)
    }
  }
}

extension Composition {
  /// What keeps a ripple's classification steady from frame `first` (after this instant) on,
  /// for as long as no state changes, the ripple's own removal does not start, and (for every
  /// cover but ``SteadyCover/opaque``) no ripple whose reach meets its reach is appended or
  /// starts its removal; and, when the stretch has an end frame, until then.
  ///
  /// `opaque` needs a scene leaf above the ripple covering every sample of the scene with
  /// alpha exactly 1, or inside a compositing group with α'_L = 1 in a group of opacity
  /// exactly 1 (that layer's factor is then 0, SPEC §7); its place above the ripple depends
  /// only on zIndexes and the ripple's own removal. `clear` needs every leaf above to be a scene leaf
  /// of alpha 0 or apart from the ripple's reach (``Simulation/reach(of:)``), or a ripple
  /// whose outline stays apart from that reach: it ends at the first frame a growing ripple
  /// above may meet it. While a state animates, the ripple's alpha factors must read no state
  /// (``Simulation/rippleAlphaReadsStates``, so that ``FadeTest`` holds), nor may the alpha
  /// of the opaque leaf, or for any other cover of any scene leaf above
  /// (``Simulation/alphaReadsStates(ofLeaf:)``). No cover holds for a ripple inside a
  /// compositing group. A removal that waits to start (`exitWaitsForEnter`) starts with no
  /// event to end the stretch, so the stretch ends at its first frame: the ripple's own, and
  /// for every cover but `opaque`, that of any ripple whose layout frame meets its reach.
  /// `partial` and `unoccluded` need ripples that only grow
  /// (``Simulation/ripplesOnlyGrow``), so that samples inside a disk stay inside, and one
  /// sample of the ripple that no leaf above covers (outside every reach when there is one):
  /// they end at the first frame a growing ripple above may cover it. `partial` also needs
  /// another sample under a leaf that stays over it with alpha > ε, and `unoccluded` must be
  /// allowed. Failing those, `buried` needs ripples that only grow and leaves above with
  /// alpha > 1 − ε, none removed, that cover every sample of the ripple's outline (of its
  /// reach while it grows).
  /// - Parameters:
  ///   - first: The frame index the stretch starts at, after this composition's instant.
  ///   - allowingUnoccluded: Whether an ``SteadyCover/unoccluded`` answer serves.
  ///   - now: The ripple's classification at this instant, when known. Some searches cannot
  ///     succeed then and are skipped (every cover found is still shown in full): an
  ///     `occluded` ripple has no sample that all leaves above let through, for `clear`,
  ///     `partial` or `unoccluded`, and a `visible` or `partial` one is not `buried`.
  /// - Returns: `nil` when no cover can be shown for frame `first`.
  public func steadyStretch(
    ofRipple id: Int, from first: Int, allowingUnoccluded: Bool = false,
    classifiedNow now: Visibility? = nil
  ) -> SteadyStretch? {
    guard let position = simulation.position(ofRipple: id),
      var stretch = stretchWhileListHolds(
        ofRippleAt: position, from: first, allowingUnoccluded: allowingUnoccluded,
        classifiedNow: now)
    else { return nil }
    let reach = simulation.reach(of: simulation.ripples[position])
    let footprint = simulation.footprint
    // Whether a ripple's layout frame meets this one's reach (which every cover but `opaque`
    // has, as it has a footprint).
    let isNearby = { (other: Ripple) in
      guard let reach, let footprint else { return true }
      return !footprint.frame(pressedAt: other.position).isApart(from: reach)
    }
    for other in simulation.ripples {
      guard let removal = other.removal, removal.startsAt > time,
        other.id == id || (stretch.cover != .opaque && isNearby(other))
      else { continue }
      let start = FrameClock.frameCount(
        before: removal.startsAt, including: false, fps: simulation.header.fps)
      guard start > first else { return nil }
      stretch.endFrame = min(stretch.endFrame ?? start, start)
    }
    return stretch
  }

  /// What ``steadyStretch(ofRipple:from:allowingUnoccluded:classifiedNow:)`` finds before it
  /// ends the stretch at the first frame of a removal that waits to start.
  /// - Parameter position: The ripple's place in the simulation's ripples.
  private func stretchWhileListHolds(
    ofRippleAt position: Int, from first: Int, allowingUnoccluded: Bool,
    classifiedNow now: Visibility?
  ) -> SteadyStretch? {
    // While a state animates, only alphas that read no state hold still.
    let statesAnimate = simulation.states.isAnimating(at: time)
    let holdsAlpha = { (leaf: PaintedLeaf) in
      !statesAnimate || !simulation.alphaReadsStates(ofLeaf: leaf.node)
    }
    let ripple = simulation.ripples[position]
    guard !statesAnimate || !simulation.rippleAlphaReadsStates,
      let index = leafIndex(ofRipple: ripple.id), !isInCompositingGroup(leafAt: index)
    else { return nil }
    let above = leaves.indices.dropFirst(index + 1)
    let scene = (rows: 0...(grid.rows - 1), columns: 0...(grid.columns - 1))
    let opaque = above.contains { leafIndex in
      let leaf = leaves[leafIndex]
      return leaf.ripple == nil && isOpaque(leafAt: leafIndex) && holdsAlpha(leaf)
        && Coverage(frame: leaf.frame, shape: leaf.shape).containsEverySample(of: scene)
    }
    if opaque { return SteadyStretch(cover: .opaque, endFrame: nil) }
    // Every other cover relies on the alphas of all the scene leaves above.
    guard !statesAnimate || above.allSatisfy({ leaves[$0].ripple != nil || holdsAlpha(leaves[$0]) })
    else { return nil }
    guard let footprint = simulation.footprint, simulation.reach(of: ripple) != nil else {
      return nil
    }
    let own = outline(ofRippleAt: position, painted: leaves[index])
    let disk = Coverage(frame: leaves[index].frame, shape: leaves[index].shape)
    let buried = { () -> SteadyStretch? in
      guard simulation.ripplesOnlyGrow, now != .visible, now != .partial,
        let burying = buryingRipples(
          of: reach(of: own, footprint: footprint), under: above, now: disk)
      else { return nil }
      return SteadyStretch(cover: .buried, endFrame: nil, buryingRipples: burying)
    }
    // An occluded ripple has no sample that every leaf above lets through.
    if now == .occluded { return buried() }
    // Where each leaf above may cover with alpha > 0, while the paint list holds.
    var obstacles: [Outline] = []
    obstacles.reserveCapacity(above.count)
    for leafIndex in above {
      let leaf = leaves[leafIndex]
      if let other = leaf.ripple {
        guard let position = simulation.position(ofRipple: other) else { return nil }
        obstacles.append(outline(ofRippleAt: position, painted: leaf))
      } else if leaf.alpha != 0 {
        obstacles.append(.fixed(Coverage(frame: leaf.frame, shape: leaf.shape)))
      }
    }
    let clearEnd = firstFrame(where: obstacles, meet: own, from: first, footprint: footprint)
    if clearEnd != first { return SteadyStretch(cover: .clear, endFrame: clearEnd) }
    guard simulation.ripplesOnlyGrow else { return nil }
    guard
      let seeThrough = sampleSeenThrough(disk, past: obstacles, from: first, footprint: footprint)
    else { return buried() }
    // A sample under a leaf outside compositing groups that stays over it with alpha > ε: a
    // scene leaf (static), or a current ripple (it only grows, and its alpha only rises until
    // its removal starts).
    let isCovered = above.contains { leafIndex in
      let leaf = leaves[leafIndex]
      return leaf.alpha > RippleVisibility.epsilon && !leaf.isRemoved
        && !isInCompositingGroup(leafAt: leafIndex)
        && disk.sharesSample(with: Coverage(frame: leaf.frame, shape: leaf.shape), in: grid)
    }
    if isCovered { return SteadyStretch(cover: .partial, endFrame: seeThrough.end) }
    return allowingUnoccluded ? SteadyStretch(cover: .unoccluded, endFrame: seeThrough.end) : nil
  }

  /// Whether the leaf at an index lets nothing through where it covers, for a ripple outside
  /// every compositing group: its alpha is 1, or its α'_L in its outermost group is 1 and
  /// that group's opacity is 1, which makes the group's factor 0 there (SPEC §7).
  private func isOpaque(leafAt index: Int) -> Bool {
    guard isInCompositingGroup(leafAt: index) else { return leaves[index].alpha == 1 }
    let context = context(ofLeafAt: index)
    return groups[context.compositingPath[0]].opacity == 1 && context.alphaInside[0] == 1
  }

  /// A sample of a disk (it stays inside while the disk grows) that no obstacle can ever
  /// cover, or else one that none covers at frame `first`, with the first frame one may.
  private func sampleSeenThrough(
    _ disk: Coverage, past obstacles: [Outline], from first: Int,
    footprint: RippleLayout.Footprint
  ) -> (sample: Rect, end: Int?)? {
    let reaches = obstacles.map { reach(of: $0, footprint: footprint) }
    if let sample = disk.sampleOutside(reaches, in: grid) { return (sample, nil) }
    // Only a growing ripple's outline at `first` lies inside its reach.
    guard obstacles.contains(where: \.isGrowing) else { return nil }
    let firstTime = FrameClock.time(ofFrame: first, fps: simulation.header.fps)
    let outlines = obstacles.map { outline($0, at: firstTime, footprint: footprint) }
    guard let sample = disk.sampleOutside(outlines, in: grid) else { return nil }
    let end = firstFrame(
      where: obstacles, meet: .fixed(Coverage(frame: sample, shape: .rect)), from: first,
      footprint: footprint)
    return end == first ? nil : (sample, end)
  }

  /// When the leaves at `above` with alpha > 1 − ε, outside compositing groups and not
  /// removed, cover every sample of `own`, an outline the ripple does not leave from now on
  /// (those leaves only grow and keep their alpha while the paint list holds), the ripples
  /// among them; `nil` when they do not.
  /// - Parameter disk: The ripple's outline now: with no sample, it is faded, not buried.
  private func buryingRipples(of own: Coverage, under above: Range<Int>, now disk: Coverage)
    -> [Int]?
  {
    var blockers: [Coverage] = []
    var ripples: [Int] = []
    for leafIndex in above {
      let leaf = leaves[leafIndex]
      guard RippleVisibility.complement(of: leaf.alpha) < RippleVisibility.epsilon, !leaf.isRemoved,
        !isInCompositingGroup(leafAt: leafIndex)
      else { continue }
      blockers.append(Coverage(frame: leaf.frame, shape: leaf.shape))
      if let ripple = leaf.ripple { ripples.append(ripple) }
    }
    guard !blockers.isEmpty, disk.coversSample(in: grid),
      own.sampleOutside(blockers, in: grid) == nil
    else { return nil }
    return ripples
  }

  /// Where a painted leaf may be from now on, as far as its outline goes.
  private enum Outline {
    /// It does not change while the paint list holds: a scene leaf, a sample, or a ripple
    /// whose insertion is over when ripples only grow.
    case fixed(Coverage)
    /// A ripple's, by its position in the simulation's ripples (read in place there: a
    /// ripple is a large value): within its reach, and growing when ripples only grow.
    case ripple(Int)

    /// Whether it may still change: then its reach is more than its outline now.
    var isGrowing: Bool {
      if case .ripple = self { true } else { false }
    }
  }

  /// The outline from now on of the painted ripple at a position in the simulation's ripples.
  private func outline(ofRippleAt position: Int, painted leaf: PaintedLeaf) -> Outline {
    let ripple = simulation.ripples[position]
    let isGrown = time >= ripple.insertionEndsAt
    return simulation.ripplesOnlyGrow && isGrown
      ? .fixed(Coverage(frame: leaf.frame, shape: leaf.shape)) : .ripple(position)
  }

  /// Where an outline is at an instant.
  private func outline(_ outline: Outline, at time: Double, footprint: RippleLayout.Footprint)
    -> Coverage
  {
    switch outline {
    case .fixed(let coverage): coverage
    case .ripple(let position):
      RippleGeometry.outline(
        of: simulation.ripples[position], in: footprint,
        values: simulation.transitionValues(of: simulation.ripples[position], at: time))
    }
  }

  /// The outline an outline never leaves while the paint list holds; for a ripple, its layout
  /// frame (``Simulation/reach(of:)``, which
  /// ``steadyStretch(ofRipple:from:allowingUnoccluded:classifiedNow:)`` checked holds).
  private func reach(of outline: Outline, footprint: RippleLayout.Footprint) -> Coverage {
    switch outline {
    case .fixed(let coverage): coverage
    case .ripple(let position):
      Coverage(
        frame: footprint.frame(pressedAt: simulation.ripples[position].position),
        shape: footprint.shape)
    }
  }

  /// The first frame from `first` on at which one of `obstacles` may meet `target`; `nil`
  /// when none can while the paint list holds.
  private func firstFrame(
    where obstacles: [Outline], meet target: Outline, from first: Int,
    footprint: RippleLayout.Footprint
  ) -> Int? {
    var earliest: Int?
    for obstacle in obstacles {
      guard
        let frame = firstFrame(where: obstacle, meets: target, from: first, footprint: footprint)
      else { continue }
      if frame == first { return first }
      earliest = min(earliest ?? frame, frame)
    }
    return earliest
  }

  /// The first frame from `first` on at which two outlines may meet; `nil` when they cannot
  /// while the paint list holds.
  ///
  /// Growing outlines are nested, so the frames at which two meet are all those from some
  /// frame on, found by bisection; from the first frame at which a growing ripple's insertion
  /// may be over, they count as meeting (their reaches meet).
  private func firstFrame(
    where obstacle: Outline, meets target: Outline, from first: Int,
    footprint: RippleLayout.Footprint
  ) -> Int? {
    let fps = simulation.header.fps
    // The first frame from `first` on at which an outline's insertion may be over.
    func grownFrame(_ outline: Outline) -> Int {
      guard case .ripple(let position) = outline else { return first }
      let endsAt = simulation.ripples[position].insertionEndsAt
      return max(first, Int(min(endsAt * fps, 1e15).rounded(.up)))
    }
    let grown = max(grownFrame(obstacle), grownFrame(target))
    if reach(of: obstacle, footprint: footprint).isApart(
      from: reach(of: target, footprint: footprint))
    {
      return nil
    }
    guard grown > first, simulation.ripplesOnlyGrow else { return first }
    let meets = { (frame: Int) in
      let time = FrameClock.time(ofFrame: frame, fps: fps)
      return !outline(obstacle, at: time, footprint: footprint).isApart(
        from: outline(target, at: time, footprint: footprint))
    }
    var (apart, meeting) = (first - 1, grown)
    while meeting - apart > 1 {
      let middle = apart + (meeting - apart) / 2
      if meets(middle) { meeting = middle } else { apart = middle }
    }
    return meeting
  }
}
