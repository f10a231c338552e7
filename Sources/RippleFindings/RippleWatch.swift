import RippleCompositor
import RippleEngine
import RippleTrace

/// What the analyzer has seen of one live ripple so far.
struct RippleWatch: Sendable {
  /// The insertion animation's frames, when it animates.
  var insertion: AnimationWindow?
  /// The removal animation's frames, once the removal is known and animates.
  var removal: AnimationWindow?
  /// Whether the removal has been seen.
  var removalSeen = false
  /// Frames per phase and classification.
  var tally = VisibilityTally()
  /// The first frame the removal ordering hid part of it, and the leaves that did.
  var reordered: (time: Double, leaves: [String], ordersByZIndex: Bool)?
  /// The pointer that removed it while its own was still down.
  var removedFromPointer: Int?
  /// While its classification is steady: frames from `seal.from` on are classified from the
  /// ripple alone and counted when the seal is broken.
  var seal: Seal?
  /// When to look for a seal again after attempts that found none.
  var sealRetry = SealRetry()

  /// A steady stretch of a ripple's frames (``SteadyCover``).
  struct Seal: Sendable {
    /// Why only fading can change its classification, and the frame index at which it must
    /// end, if it does not last until an event.
    var stretch: SteadyStretch
    /// The first frame index it covers.
    var from: Int
    /// Tells the faded frames apart.
    var fade: FadeTest
  }

  /// Starts watching a ripple just appended, with frames at a rate.
  init(_ ripple: Ripple, fps: Double) {
    if ripple.insertion != nil {
      insertion = AnimationWindow(
        start: ripple.appendedAt, end: ripple.insertionEndsAt, fps: fps)
    }
  }

  /// Whether an instant falls in the insertion's or the removal's window.
  func isAnimating(at time: Double) -> Bool {
    (insertion?.contains(time) ?? false) || (removal?.contains(time) ?? false)
  }

  /// Whether classifying the ripple at an instant can still change which findings it has:
  /// the instant falls in an animation window whose outcome is not decided yet
  /// (``AnimationWindow/isDecided``), or in a removal not mostly occluded whose reordering is
  /// still to be seen when `removal-reordered` is looked for.
  func mayChangeFindings(at time: Double, looksForReordering: Bool) -> Bool {
    if let insertion, insertion.contains(time), !insertion.isDecided { return true }
    guard let removal, removal.contains(time) else { return false }
    return !removal.isDecided
      || (looksForReordering && reordered == nil && !removal.isMostlyOccluded)
  }

  /// Whether an animation window that holds no frame starts at an instant, which is then
  /// sampled instead (SPEC §7).
  func startsFramelessWindow(at time: Double) -> Bool {
    (insertion?.samples(time, betweenFrames: true) ?? false)
      || (removal?.samples(time, betweenFrames: true) ?? false)
  }

  /// Whether frames from `time` on may be counted under a steady cover without composing
  /// them. An `opaque` or `buried` cover occludes every frame that is not faded, so each
  /// animation window still to come must already know its occluder. Under any cover but
  /// `clear`, leaves above may hide part of a removed ripple, so when `removal-reordered` is
  /// looked for, the ripple must already have shown the leaves its removal ordering put above
  /// it.
  /// - Parameter looksForReordering: Whether `removal-reordered` is looked for and may still
  ///   show: a leaf of another node is painted above the ripple
  ///   (``Composition/paintsLeafOfAnotherNode(aboveRipple:)``), the only kind its removal
  ///   ordering can put there.
  func canSeal(_ cover: SteadyCover, at time: Double, looksForReordering: Bool) -> Bool {
    guard cover != .clear else { return true }
    if cover.unfadedClassification == .occluded {
      for window in [insertion, removal] {
        if let window, window.end > time, window.occluder == nil { return false }
      }
    }
    let removalIsOver = removal.map { $0.end <= time } ?? true
    return removalIsOver || reordered != nil || !looksForReordering
  }

  /// Counts the frames of the seal before `end`, classified from the ripple alone, and ends
  /// the seal. The frames are counted in runs alike in phase and in window.
  mutating func unseal(
    _ ripple: Ripple, before end: Int, fps: Double, tallies: Bool, in simulation: Simulation
  ) {
    guard let seal else { return }
    self.seal = nil
    sealRetry.reset()
    var first = seal.from
    while first < end {
      let time = FrameClock.time(ofFrame: first, fps: fps)
      let change = nextChange(of: ripple, after: time)
      let next =
        change < FrameClock.time(ofFrame: end, fps: fps)
        ? FrameClock.frameCount(before: change, including: false, fps: fps) : end
      defer { first = next }
      // Without tallies, only the frames of the animation windows count.
      guard ripple.isPainted(at: time), tallies || isAnimating(at: time) else { continue }
      let phase = ripple.phase(at: time)
      let frames = first..<next
      // An `unoccluded` cover tells only that none of them is occluded.
      guard let unfaded = seal.stretch.cover.unfadedClassification else {
        count(frames: frames.count, learned: nil, phase: phase, at: time)
        continue
      }
      let faded = seal.fade.fadedFrames(of: ripple, in: frames, fps: fps, in: simulation)
      count(frames: faded, learned: .faded, phase: phase, at: time, tallies: tallies)
      count(
        frames: frames.count - faded, learned: unfaded, phase: phase, at: time, tallies: tallies)
    }
  }

  /// Whether frames after an instant, in its span, may be counted without composing them
  /// (``TraceAnalyzer``'s leaps), as far as its windows go: each window of its that would
  /// count them occluded has its occluder.
  func canLeap(occluded: Bool, at time: Double) -> Bool {
    !occluded
      || !((insertion?.contains(time) ?? false) && insertion?.occluder == nil
        || (removal?.contains(time) ?? false) && removal?.occluder == nil)
  }

  /// Whether, during its removal, the leaves its removal ordering hides are still to be
  /// seen: each frame composed asks for them until some are.
  func awaitsLeavesHiddenByRemovalOrder(at time: Double) -> Bool {
    (removal?.contains(time) ?? false) && reordered == nil
  }

  /// How many of `frames` frames after an instant, in its span and all occluded or all not,
  /// are classified before its findings are decided (``mayChangeFindings(at:looksForReordering:)``):
  /// a scope that asks only which codes occur classifies no frame after that.
  func framesThatMayChangeFindings(
    among frames: Int, at time: Double, occluded: Bool, looksForReordering: Bool
  ) -> Int {
    var watch = self
    for counted in 0..<frames {
      guard watch.mayChangeFindings(at: time, looksForReordering: looksForReordering) else {
        return counted
      }
      watch.count(frames: 1, learned: occluded ? .occluded : nil, phase: .present, at: time)
    }
    return frames
  }

  /// Counts `frames` frames from an instant on, in one phase and the same windows, each
  /// learned alike: its classification, for the tally too when given, or whether it is
  /// occluded (`nil`: it is not), as ``record(ripple:phase:at:tallies:betweenFrames:windowFrames:composition:)``
  /// counts a frame. Seals and leaps count their frames with it.
  mutating func count(
    frames: Int, learned: Visibility?, phase: RipplePhase, at time: Double, tallies: Bool = false
  ) {
    if tallies, let learned { tally.add(phase, learned, frames: frames) }
    let occluded = learned == .occluded ? frames : 0
    if insertion?.contains(time) ?? false { insertion?.count(frames: frames, occluded: occluded) }
    if removal?.contains(time) ?? false { removal?.count(frames: frames, occluded: occluded) }
  }

  /// The first instant after `time` at which the ripple's phase or its windows change.
  private func nextChange(of ripple: Ripple, after time: Double) -> Double {
    var next = Double.infinity
    func consider(_ instant: Double?) {
      if let instant, instant > time { next = min(next, instant) }
    }
    consider(ripple.appendedAt)
    consider(ripple.insertionEndsAt)
    consider(ripple.removal?.startsAt)
    consider(ripple.removal?.goneAt)
    consider(insertion?.start)
    consider(insertion?.end)
    consider(removal?.start)
    consider(removal?.end)
    return next
  }

  /// Counts one instant's classification into the tally and the animation windows it is a
  /// frame of; the occluder is computed once per window, at its first occluded frame.
  /// - Parameters:
  ///   - frames: The frames the instant stands for in the tally; 0 for none.
  ///   - betweenFrames: Whether the instant is no frame: it then counts only for a window
  ///     that holds no frame and starts there (SPEC §7).
  ///   - windowFrames: The frames it stands for in an animation window: more than one for a
  ///     still span inside it, such as a removal's delay.
  /// - Returns: What was learned of the classification: itself when it was computed,
  ///   `occluded` when only that was asked and it is, `nil` otherwise.
  mutating func record(
    ripple id: Int, phase: RipplePhase, at time: Double, tallies frames: Int,
    betweenFrames: Bool, windowFrames: Int, composition: Composition
  ) -> Visibility? {
    let inInsertion = insertion?.samples(time, betweenFrames: betweenFrames) ?? false
    let inRemoval = removal?.samples(time, betweenFrames: betweenFrames) ?? false
    guard frames > 0 || inInsertion || inRemoval,
      let examination = composition.examine(ripple: id)
    else { return nil }
    let isOccluded: Bool
    let learned: Visibility?
    if frames > 0 {
      let classification = examination.classification
      tally.add(phase, classification, frames: frames)
      isOccluded = classification == .occluded
      learned = classification
    } else {
      isOccluded = examination.isOccluded
      learned = isOccluded ? .occluded : nil
    }
    let needsOccluder =
      isOccluded
      && ((inInsertion && insertion?.occluder == nil) || (inRemoval && removal?.occluder == nil))
    // Asked once per frame for both uses: it is empty for a current ripple.
    let hidden =
      needsOccluder || (inRemoval && reordered == nil)
      ? composition.leavesHiddenByRemovalOrder(ofRipple: id) : []
    let occluder =
      needsOccluder
      ? examination.occluder.map { layer in
        AnimationWindow.Occluder(
          name: layer,
          isAboveByRemovalOrder: composition.layer(layer, holdsAnyOf: hidden)
            || composition.layer(layer, isCurrentRippleAboveRemoved: id),
          ordersByZIndex: composition.ordersRipplesByZIndex,
          isOpaque: composition.leaves.contains {
            $0.compositingGroup == nil
              && RippleVisibility.complement(of: $0.alpha) <= RippleVisibility.epsilon
              && $0.isNamed(layer)
          })
      } : nil
    if inInsertion { insertion?.count(occluded: isOccluded, by: occluder, frames: windowFrames) }
    guard inRemoval else { return learned }
    removal?.count(occluded: isOccluded, by: occluder, frames: windowFrames)
    if reordered == nil && !hidden.isEmpty {
      reordered = (time, hidden, composition.ordersRipplesByZIndex)
    }
    return learned
  }
}
