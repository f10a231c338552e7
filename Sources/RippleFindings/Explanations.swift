import RippleEngine
import RippleTrace

/// Builds findings with their one-line explanations, naming the layers and the rule
/// (SPEC §7).
struct Explanations: Sendable {
  private let rippleNode: String
  /// SPEC §4's rule 2 as it orders a removed view: by the zIndex it keeps, per sdk.
  private let zIndexOrderRule: String
  /// Whether a window's classification may stop before its last frame
  /// (``AnalysisScope/presenceOnly``): its share is then quoted as a lower bound.
  private let windowsMayStopEarly: Bool
  /// The recorder's settings that explain pile-ups, cancels and orphan events (only these:
  /// every finding's explanation keeps a copy of this value until it is written).
  private let cancel: CancelPolicy
  private let maxLive: Int?
  /// Why a removal ends at once: the transition animates nothing, the animation is none, or
  /// both (a trace's other animations all take time).
  private let instantRemovalCause: String

  /// - Parameters:
  ///   - layout: The header's ripple layout.
  ///   - windowsMayStopEarly: Whether a window's classification may stop before its last
  ///     frame.
  init(header: TraceHeader, layout: RippleLayout?, windowsMayStopEarly: Bool) {
    rippleNode = layout?.node.name ?? "ripple"
    self.windowsMayStopEarly = windowsMayStopEarly
    cancel = header.recorder.cancel
    maxLive = header.recorder.maxLive
    var causes: [String] = []
    if !(layout?.content.transition.removal ?? []).contains(where: \.isAnimatable) {
      causes.append("its removal transition is identity")
    }
    if header.recorder.upAnimation == .none { causes.append("onUp.animation is none") }
    instantRemovalCause = causes.joined(separator: " and ")
    zIndexOrderRule =
      "a removed view keeps its zIndex and, with sdk \(header.sdk.rawValue), is painted "
      + (header.sdk == .ios17 ? "beneath" : "above") + " current siblings of equal zIndex"
  }

  /// The rule of SPEC §4 that ordered the ripples' ZStack when a removed ripple was hidden:
  /// rule 2 while a zIndex there is non-zero, else rule 1.
  private func orderRule(byZIndex: Bool) -> String {
    byZIndex
      ? zIndexOrderRule : "removed views are painted beneath current siblings when no zIndex is set"
  }

  private func name(_ ripple: Ripple) -> String { name(ofRipple: ripple.id) }

  /// `ripple#3`: a ripple as a layer is named (SPEC §1.3).
  private func name(ofRipple id: Int) -> String { "\(rippleNode)#\(id)" }

  /// A share in whole percents, rounded, but never `100%` for less than all of it.
  private func percent(_ share: Double) -> String {
    "\(min(Int((share * 100).rounded()), share < 1 ? 99 : 100))%"
  }

  /// `40 of 49 removal frames (82%)`; `at least 25 of 49 removal frames (≥ 51%)` when the
  /// window's classification stopped before its last frame, once half of all its frames were
  /// known occluded (a window cut short by the end of the trace has no more frames).
  private func share(of window: AnimationWindow, _ animation: String) -> String {
    guard windowsMayStopEarly, window.frames < window.total, 2 * window.occluded >= window.total
    else {
      return "\(window.occluded) of \(window.frames) \(animation) frames "
        + "(\(percent(window.occludedShare)))"
    }
    return "at least \(window.occluded) of \(window.total) \(animation) frames "
      + "(≥ \(percent(Double(window.occluded) / Double(window.total))))"
  }

  func occludedRemoval(_ ripple: Ripple, _ window: AnimationWindow) -> Finding {
    Finding(
      code: .removalOccluded, ripples: [ripple.id], start: window.start, end: window.end,
      explanation: self.hidden(ripple, in: window, "removal") + self.cover(window, inRemoval: true),
      weight: window.occludedShare)
  }

  /// The span ends when the ripple is gone, if that is before its insertion animation ends
  /// (removed while inserting): no frame after it is counted.
  func occludedInsertion(_ ripple: Ripple, _ window: AnimationWindow) -> Finding {
    Finding(
      code: .insertionOccluded, ripples: [ripple.id], start: window.start,
      end: min(window.end, ripple.goneAt ?? window.end),
      explanation: self.hidden(ripple, in: window, "insertion")
        + self.cover(window, inRemoval: false),
      weight: window.occludedShare)
  }

  /// `ripple#1 is hidden in 41 of 49 removal frames (84%): `.
  private func hidden(_ ripple: Ripple, in window: AnimationWindow, _ animation: String)
    -> String
  {
    "\(name(ripple)) is hidden in \(share(of: window, animation)): "
  }

  /// What hides a removal or an insertion: SPEC §4's rule is named only when it is what puts
  /// the occluder above the ripple.
  private func cover(_ window: AnimationWindow, inRemoval: Bool) -> String {
    guard let occluder = window.occluder else { return "it is covered" }
    let name = "'\(occluder.name)'"
    // A translucent layer hides it too, over a ripple faint enough, or with others.
    let hides = occluder.isOpaque ? "is opaque over it" : "hides it"
    return switch (inRemoval, occluder.isAboveByRemovalOrder) {
    case (true, true): "\(orderRule(byZIndex: occluder.ordersByZIndex)); \(name) \(hides)"
    case (true, false): "\(name), painted above it, \(hides)"
    case (false, true):
      "\(name) is painted above it: it was removed while inserting and "
        + orderRule(byZIndex: occluder.ordersByZIndex)
    case (false, false): "\(name) is painted above it"
    }
  }

  /// - Parameter ordersByZIndex: Whether SPEC §4's rule 2 ordered the ripples then.
  func reorderedRemoval(
    _ ripple: Ripple, at time: Double, by leaves: [String], ordersByZIndex: Bool
  ) -> Finding {
    Finding(
      code: .removalReordered, ripples: [ripple.id], start: time, end: ripple.goneAt ?? time,
      explanation:
        "while it fades out, \(name(ripple)) is painted beneath \(Self.quotedList(leaves)), "
        + (leaves.count == 1 ? "which overlaps" : "which overlap")
        + " it: \(orderRule(byZIndex: ordersByZIndex))")
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
  static func quotedList(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
  }

  func wrongRemoval(_ ripple: Ripple, by pointer: Int) -> Finding {
    let time = ripple.removal?.requestedAt ?? ripple.appendedAt
    let gesture = if case .cancel? = ripple.removal?.cause { "cancel" } else { "release" }
    return Finding(
      code: .wrongRippleRemoved, ripples: [ripple.id], start: time, end: time,
      explanation:
        "pointer \(pointer)'s \(gesture) removed \(name(ripple)), created by pointer "
        + "\(ripple.pointer) which is still down: onUp.remove removes the "
        + "oldest or newest record, not the finger's own")
  }

  func instantRemoval(_ ripple: Ripple) -> Finding {
    let time = ripple.removal?.startsAt ?? ripple.appendedAt
    return Finding(
      code: .instantRemoval, ripples: [ripple.id], start: time, end: time,
      explanation:
        "\(name(ripple)) vanishes at once when removed: \(instantRemovalCause), so nothing "
        + "keeps the view alive")
  }

  func noFeedback(_ ripple: Ripple, progress: Double) -> Finding {
    let time = ripple.removal?.startsAt ?? ripple.appendedAt
    let cause =
      switch ripple.removal?.cause {
      case .maxLive?: "an append at maxLive removes it before it has grown halfway"
      case .up(let pointer)? where pointer != ripple.pointer:
        "pointer \(pointer)'s release removes it before it has grown halfway"
      case .cancel(let pointer)? where pointer != ripple.pointer:
        "pointer \(pointer)'s cancel removes it before it has grown halfway"
      default: "the tap ends before the ripple has grown halfway, so it fades out small"
      }
    return Finding(
      code: .noVisibleFeedback, ripples: [ripple.id], start: ripple.appendedAt, end: time,
      explanation:
        "\(name(ripple))'s removal starts \(Int(((time - ripple.appendedAt) * 1000).rounded())) ms "
        + "after its press, at insertion progress \(percent(below: progress)) (< 50%): \(cause)",
      weight: 1 - progress)
  }

  /// A share under one half as a percentage that reads as under 50%: `49.7%` where whole
  /// percents would round it to `50%`.
  private func percent(below share: Double) -> String {
    guard (share * 100).rounded() >= 50 else { return percent(share) }
    let tenths = Int((share * 1000).rounded(.down))
    return "\(tenths / 10).\(tenths % 10)%"
  }

  /// A stuck ripple's finding runs from the end of its press, when it should have started to
  /// go, to the end of the trace; from its append when another press of its pointer took over
  /// before its own ended.
  /// - Parameters:
  ///   - pressEnd: When and how the press that appended it ended, by a cancel or an up, and
  ///     the record that removed instead, if one; `nil` when a second `down` of its pointer
  ///     started another press before it ended.
  ///   - appendedByRepeatedDown: Whether a second `down` of its pointer, while that
  ///     pointer was down, appended it: its press had two records.
  func stuck(
    _ ripple: Ripple, until end: Double, pressEnd: PressEnd?, appendedByRepeatedDown: Bool
  ) -> Finding {
    let cause: String
    switch pressEnd {
    case (_, true, _)? where cancel != .remove:
      cause = "its gesture was cancelled and onEnded is never called for a cancel"
    case nil:
      cause = "a second down of its pointer started another press before its own ended"
    case (_, let byCancel, let removed)?:
      // With `onCancel: remove` a cancel is an up (SPEC §3), so it removed another record.
      let release = byCancel ? "its cancel, handled as a release," : "its release"
      let other = removed.map(name(ofRipple:))
      cause =
        appendedByRepeatedDown
        ? "a second down of its pointer appended it while that pointer was down (an orphan "
          + "event), so the press had two records, and \(release) removed "
          + (other ?? "neither")
        : "\(release) removed " + (other.map { "\($0) instead" } ?? "no record")
    }
    return Finding(
      code: .stuckRipple, ripples: [ripple.id], start: pressEnd?.time ?? ripple.appendedAt,
      end: end,
      explanation:
        "\(name(ripple)) is still alive at the end but pointer \(ripple.pointer) is up: \(cause)")
  }

  /// - Parameters:
  ///   - ripples: The ripples alive when the pile-up starts.
  ///   - current: How many of them had no removal then.
  ///   - waiting: How many had one that waited for their insertion to end
  ///     (`exitWaitsForEnter`), still in the array (SPEC §3); the others were fading out.
  func pileup(
    of ripples: [Int], from start: Double, to end: Double, peak: Int, current: Int, waiting: Int
  ) -> Finding {
    // What kept removed ripples alive: their waits only when some did wait.
    let outlives =
      waiting > 0
      ? "waits for its insertion to end (exitWaitsForEnter), then fades out" : "fades out"
    let cause =
      if current * 2 < ripples.count {
        "most of them were removed, but a removed ripple stays alive while it \(outlives)"
      } else if let maxLive, maxLive > TraceAnalyzer.pileupThreshold {
        "maxLive \(maxLive) lets more than \(TraceAnalyzer.pileupThreshold) records stay"
      } else if let maxLive {
        "maxLive \(maxLive) bounds the records, but a removed ripple stays alive while it "
          + outlives
      } else {
        "every press adds one and nothing bounds the array"
      }
    return Finding(
      code: .ripplePileup, ripples: ripples, start: start, end: end,
      explanation:
        "\(peak) ripples alive at once (more than \(TraceAnalyzer.pileupThreshold)): \(cause)",
      weight: Double(peak))
  }

  func orphan(_ kind: RecorderNote.OrphanKind, pointer: Int, at time: Double) -> Finding {
    let what =
      kind == .down
      ? "down for pointer \(pointer), which is already down"
      : "\(kind.rawValue) for pointer \(pointer), which is not down"
    // With `onCancel: ignore` nothing runs for a cancel (SPEC §3).
    let handled =
      kind == .cancel && cancel == .ignore
      ? "onCancel: ignore runs nothing for it" : "the app still runs its handler (SPEC §3)"
    return Finding(
      code: .orphanEvent, ripples: [], start: time, end: time,
      explanation: "\(what): \(handled)")
  }
}
