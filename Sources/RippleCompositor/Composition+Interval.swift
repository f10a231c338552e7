import RippleTrace

extension Composition {
  /// A ripple's classification at every instant from this composition's to a later one's,
  /// told from the two alone when they bound every instant between; `nil` when they do not.
  ///
  /// Both must be frames of one ``RippleEngine/FrameSpan``: nothing is appended, removed or
  /// reordered between them. When besides no state animates, no leaf lies in a compositing
  /// group, and the ripple and every ripple painted above it change one way
  /// (``RippleEngine/Simulation/transitionMovesOneWay(of:from:through:)``), each leaf's alpha
  /// and outline at an instant between lie between its two ends: the outlines are convex and
  /// scale about their centers, so the smaller lies in the larger.
  ///
  /// T(p) only falls as a leaf above grows or its alpha rises (SPEC §7). So the ripple's
  /// smallest disk at its lowest alpha under the leaves above at their largest and most opaque
  /// (*low*) bounds `faded` and `occluded` from below, and its largest disk at its highest
  /// alpha under them at their smallest and clearest (*high*) from above:
  /// - `faded` throughout when *high* is faded;
  /// - `occluded` when *low* is not faded and *high* is occluded;
  /// - neither faded nor occluded when *low* is visible or partial; then `partial` when the
  ///   smallest disk is partial under the clearest leaves above, `visible` when the largest,
  ///   at its lowest alpha, is visible under the darkest.
  /// - Parameters:
  ///   - later: The composition of a later frame of the same span.
  ///   - target: What to tell: the classification now, or only whether it is occluded.
  /// - Returns: `target`, when it holds throughout.
  public func classification(
    ofRipple id: Int, throughout later: Composition, keeps target: SteadyClassification
  ) -> SteadyClassification? {
    guard paintsNoCompositingGroup, later.paintsNoCompositingGroup,
      leaves.count == later.leaves.count, !simulation.states.isAnimating(at: time),
      let index = leafIndex(ofRipple: id)
    else { return nil }
    // The ripple at either end, and the leaves above at their clearest and at their
    // darkest: only those count for it (SPEC §7), so the leaves beneath are left out.
    guard let ends = bounds(ofLeafAt: index, until: later) else { return nil }
    let (smallest, largest) = (ends.clearest, ends.darkest)
    var clearest: [PaintedLeaf] = []
    var darkest: [PaintedLeaf] = []
    clearest.reserveCapacity(leaves.count - index - 1)
    darkest.reserveCapacity(leaves.count - index - 1)
    for above in (index + 1)..<leaves.count {
      guard let ends = bounds(ofLeafAt: above, until: later) else { return nil }
      clearest.append(ends.clearest)
      darkest.append(ends.darkest)
    }
    func classification(of leaf: PaintedLeaf, under cover: [PaintedLeaf]) -> Visibility? {
      Composition(self, painting: [leaf] + cover).classification(ofRipple: id)
    }
    let high = { classification(of: largest, under: clearest) }
    // Neither faded nor occluded throughout.
    let isNeither = {
      [.visible, .partial].contains(classification(of: smallest, under: darkest))
    }
    switch target {
    case .classified(.faded):
      return high() == .faded ? target : nil
    case .classified(.occluded), .occluded:
      let low = classification(of: smallest, under: darkest)
      return low != .faded && low != nil && high() == .occluded ? target : nil
    case .notOccluded:
      return isNeither() || high() == .faded ? target : nil
    case .classified(.partial):
      return isNeither() && classification(of: smallest, under: clearest) == .partial
        ? target : nil
    case .classified(.visible):
      var widest = largest
      widest.alpha = smallest.alpha
      return isNeither() && classification(of: widest, under: darkest) == .visible ? target : nil
    }
  }

  /// A leaf at its clearest and at its darkest between this composition and a later one of
  /// the same span: the smaller outline with the lower alpha, and the larger with the higher;
  /// `nil` when it does not change one way in between.
  private func bounds(ofLeafAt index: Int, until later: Composition)
    -> (clearest: PaintedLeaf, darkest: PaintedLeaf)?
  {
    let (now, then) = (leaves[index], later.leaves[index])
    guard now.ripple == then.ripple, now.isRemoved == then.isRemoved else { return nil }
    guard let id = now.ripple else {
      // A scene leaf changes only as a state animates, which none does.
      return now == then ? (now, now) : nil
    }
    guard let ripple = simulation.ripple(withID: id),
      simulation.transitionMovesOneWay(of: ripple, from: time, through: later.time)
    else { return nil }
    let grows = now.frame.width <= then.frame.width && now.frame.height <= then.frame.height
    let shrinks = now.frame.width >= then.frame.width && now.frame.height >= then.frame.height
    guard grows || shrinks else { return nil }
    var (clearest, darkest) = grows ? (now, then) : (then, now)
    clearest.alpha = min(now.alpha, then.alpha)
    darkest.alpha = max(now.alpha, then.alpha)
    return (clearest, darkest)
  }
}
