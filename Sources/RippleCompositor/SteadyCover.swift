import RippleEngine
import RippleTrace

/// Why a ripple's classification can only change by fading while the paint list stays as it
/// is (SPEC §7): then every later frame is classified from the ripple alone, with
/// ``FadeTest``, instead of composing the scene.
public enum SteadyCover: Sendable, Equatable {
  /// A scene leaf painted above it with alpha 1 covers every sample of the scene: T(p) = 0
  /// everywhere, so the ripple is `occluded` whenever it is not `faded`.
  case opaque
  /// Nothing painted above it can cover one of its samples with alpha > 0: T(p) = 1
  /// everywhere, so the ripple is `visible` whenever it is not `faded`.
  case clear
  /// One sample of its disk that nothing painted above can ever cover with alpha > 0, and
  /// another under a leaf above that stays over it with alpha > ε, while every disk can only
  /// grow: T = 1 at the first and T < 1 − ε at the second, so the ripple is `partial`
  /// whenever it is not `faded`.
  case partial
  /// A sample of its disk that nothing painted above can ever cover with alpha > 0, while the
  /// disk can only grow: T = 1 there, so the ripple is never `occluded`, though `partial` and
  /// `visible` are not told apart. Only for runs that count occluded frames alone.
  case unoccluded

  /// The classification of a frame in which the ripple is not `faded`; `nil` for
  /// ``unoccluded``, which does not tell it.
  public var unfadedClassification: Visibility? {
    switch self {
    case .opaque: .occluded
    case .clear: .visible
    case .partial: .partial
    case .unoccluded: nil
    }
  }
}

extension Composition {
  /// What keeps a ripple's classification steady from this instant on, for as long as no
  /// state changes, the ripple's own removal does not start, and (for every cover but
  /// ``SteadyCover/opaque``) no ripple whose reach meets its reach is appended or starts its
  /// removal.
  ///
  /// `opaque` needs a scene leaf above the ripple, outside any compositing group, with alpha
  /// exactly 1, covering every sample of the scene; its place above the ripple depends only on
  /// zIndexes and the ripple's own removal. `clear` needs every leaf above to be a scene leaf
  /// of alpha 0 or outside the ripple's reach, or a ripple whose reach does not meet it
  /// (``Simulation/reach(of:)``). Neither holds while a state animates (leaf alphas would
  /// change), for a ripple inside a compositing group, or while a removal that could reorder
  /// the ripple waits to start (`exitWaitsForEnter`). `partial` and `unoccluded` need ripples
  /// that only grow (``Simulation/ripplesOnlyGrow``), so that samples inside a disk stay
  /// inside, and one probe sample of the ripple that no leaf above can reach; `partial` also
  /// needs another under a leaf that stays over it with alpha > ε, and `unoccluded` must be
  /// allowed.
  /// - Parameter allowingUnoccluded: Whether an ``SteadyCover/unoccluded`` answer serves.
  /// - Returns: `nil` when none can be shown.
  public func steadyCover(ofRipple id: Int, allowingUnoccluded: Bool = false) -> SteadyCover? {
    guard !simulation.states.isAnimating(at: time), let index = leafIndex(ofRipple: id),
      contexts[index].compositingPath.isEmpty,
      let ripple = simulation.ripple(withID: id), !hasPendingRemoval(ripple)
    else { return nil }
    let above = leaves.indices.dropFirst(index + 1)
    let scene = (rows: 0...(grid.rows - 1), columns: 0...(grid.columns - 1))
    let opaque = above.contains { leafIndex in
      let leaf = leaves[leafIndex]
      return leaf.ripple == nil && leaf.alpha == 1 && contexts[leafIndex].compositingPath.isEmpty
        && Coverage(frame: leaf.frame, shape: leaf.shape).containsEverySample(of: scene)
    }
    if opaque { return .opaque }
    guard let reach = simulation.reach(of: ripple) else { return nil }
    // Where a leaf above may ever cover with alpha > 0, while the paint list holds.
    var obstacles: [Rect] = []
    for leafIndex in above {
      let leaf = leaves[leafIndex]
      if let other = leaf.ripple {
        guard let otherReach = simulation.ripple(withID: other).flatMap(simulation.reach(of:))
        else { return nil }
        obstacles.append(otherReach)
      } else if leaf.alpha != 0 {
        obstacles.append(leaf.frame)
      }
    }
    let waitingNearby = simulation.ripples.contains { other in
      hasPendingRemoval(other) && !(simulation.reach(of: other)?.isApart(from: reach) ?? false)
    }
    guard !waitingNearby else { return nil }
    if obstacles.allSatisfy({ $0.isApart(from: reach) }) { return .clear }
    guard simulation.ripplesOnlyGrow else { return nil }
    let probes = Coverage(frame: leaves[index].frame, shape: leaves[index].shape)
      .probeSamples(in: grid)
    guard probes.contains(where: { point in obstacles.allSatisfy { $0.isApart(from: point) } })
    else { return nil }
    // A leaf outside compositing groups that stays over a sample with alpha > ε: a scene leaf
    // (static), or a current ripple (it only grows, and its alpha only rises until its
    // removal starts).
    let isCovered = { (point: Rect) in
      above.contains { leafIndex in
        let leaf = leaves[leafIndex]
        return leaf.alpha > RippleVisibility.epsilon && !leaf.isRemoved
          && contexts[leafIndex].compositingPath.isEmpty && leaf.covers(x: point.x, y: point.y)
      }
    }
    if probes.contains(where: isCovered) { return .partial }
    return allowingUnoccluded ? .unoccluded : nil
  }

  /// Whether a ripple's removal was asked for but has not started yet.
  private func hasPendingRemoval(_ ripple: Ripple) -> Bool {
    ripple.removal.map { $0.startsAt > time } ?? false
  }
}
