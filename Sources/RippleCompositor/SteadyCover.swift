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

  /// The classification of a frame in which the ripple is not `faded`.
  public var unfadedClassification: Visibility { self == .opaque ? .occluded : .visible }
}

extension Composition {
  /// What keeps a ripple's classification steady from this instant on, for as long as no
  /// state changes, the ripple's own removal does not start, and (for ``SteadyCover/clear``)
  /// no ripple whose reach meets its reach is appended or starts its removal.
  ///
  /// `opaque` needs a scene leaf above the ripple, outside any compositing group, with alpha
  /// exactly 1, covering every sample of the scene; its place above the ripple depends only on
  /// zIndexes and the ripple's own removal. `clear` needs every leaf above to be a scene leaf
  /// of alpha 0 or outside the ripple's reach, or a ripple whose reach does not meet it
  /// (``Simulation/reach(of:)``). Neither holds while a state animates (leaf alphas would
  /// change), for a ripple inside a compositing group, or while a removal that could reorder
  /// the ripple waits to start (`exitWaitsForEnter`).
  /// - Returns: `nil` when neither can be shown.
  public func steadyCover(ofRipple id: Int) -> SteadyCover? {
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
    let isClear = above.allSatisfy { leafIndex in
      let leaf = leaves[leafIndex]
      guard let other = leaf.ripple else {
        return leaf.alpha == 0 || leaf.frame.isApart(from: reach)
      }
      return simulation.ripple(withID: other).flatMap(simulation.reach(of:))?.isApart(from: reach)
        ?? false
    }
    let waitingNearby = simulation.ripples.contains { other in
      hasPendingRemoval(other) && !(simulation.reach(of: other)?.isApart(from: reach) ?? false)
    }
    return isClear && !waitingNearby ? .clear : nil
  }

  /// Whether a ripple's removal was asked for but has not started yet.
  private func hasPendingRemoval(_ ripple: Ripple) -> Bool {
    ripple.removal.map { $0.startsAt > time } ?? false
  }
}
