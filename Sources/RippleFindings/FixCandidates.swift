import RippleEngine
import RippleTrace

/// The fixes worth trying for a finding code, most direct first (SPEC §7; issue #3).
enum FixCandidates {
  /// The candidates that change the header, each without the parts the trace already has,
  /// once: a setting the trace has cannot remove anything, nor be worth naming.
  static func fixes(for code: FindingCode, header: TraceHeader) -> [Fix] {
    var fixes: [Fix] = []
    for candidate in candidates(for: code, header: header) {
      guard let fix = changes(of: candidate, to: header), !fixes.contains(fix) else { continue }
      fixes.append(fix)
    }
    return fixes
  }

  /// A fix without its parts that leave the header as it is; `nil` when none is left.
  private static func changes(of fix: Fix, to header: TraceHeader) -> Fix? {
    guard case .all(let parts) = fix else { return fix.applied(to: header) != header ? fix : nil }
    let changing = parts.compactMap { changes(of: $0, to: header) }
    return changing.count > 1 ? .all(changing) : changing.first
  }

  private static func candidates(for code: FindingCode, header: TraceHeader) -> [Fix] {
    switch code {
    case .removalOccluded, .insertionOccluded, .removalReordered:
      return raisingRipples(in: header.scene)
    case .wrongRippleRemoved:
      return [.removal(.matching)]
    case .stuckRipple:
      // A cancel that removes the oldest record may take another finger's: with `matching`
      // it takes its own.
      return [.cancelRemoves, .removal(.matching), .all([.cancelRemoves, .removal(.matching)])]
    case .instantRemoval:
      // Each cause needs its own change: a transition that animates nothing, an animation
      // that is none.
      let removal = RippleLayout(scene: header.scene)?.content.transition.removal ?? []
      let changes =
        (removal.contains(where: \.isAnimatable) ? [] : [Fix.opacityRemoval])
        + (header.recorder.upAnimation == .none ? [.animatedRemoval] : [])
      return changes.count > 1 ? [.all(changes)] : changes
    case .noVisibleFeedback:
      return [.exitWaitsForEnter]
    case .ripplePileup:
      // Removing ripples stay alive while they fade, so a cap of 10 records may not be
      // enough to keep 10 alive: try tighter caps too, but none looser than the trace's.
      return [TraceAnalyzer.pileupThreshold, 5, 3]
        .filter { $0 < header.recorder.maxLive ?? .max }.map(Fix.maxLive)
    case .orphanEvent:
      return []
    }
  }

  /// `zIndex` on the forEach, then on each group that contains it, innermost first; on each,
  /// one above each sibling's, lowest first: the lowest that works leaves the ripples beneath
  /// the siblings above them by design (a sheen, a badge). Only values at or above every
  /// zIndex the node can have (at one, it stays there in every state): a lower one would put
  /// it beneath siblings it was above. Then, when groups contain the forEach, the forEach and
  /// the groups around it raised together, one more group each time, each by its lowest
  /// value, then each by its highest: a sibling of the forEach and a sibling of its group may
  /// both cover it.
  private static func raisingRipples(in scene: Scene) -> [Fix] {
    guard let layout = RippleLayout(scene: scene) else { return [] }
    let chain = [layout.node] + layout.ancestors.reversed()
    let raises = chain.enumerated().map { index, node in
      let parent = layout.ancestors.count - 1 - index
      let siblings = parent >= 0 ? groupChildren(layout.ancestors[parent]) : scene.children
      let values = Set(
        siblings.filter { $0.name != node.name }.compactMap { oneAbove(maximum($0.zIndex)) })
      return (values.isEmpty ? [1] : values.sorted())
        .filter { $0 >= maximum(node.zIndex) }
        .map { Fix.zIndex(node: node.name, value: $0) }
    }
    // Levels already above every sibling need no raise; the others take their lowest value,
    // then their highest, which lifts them above every sibling.
    let levels = raises.filter { !$0.isEmpty }
    let together = [levels.compactMap(\.first), levels.compactMap(\.last)].flatMap { picks in
      picks.indices.dropFirst().map { Fix.all(Array(picks[...$0])) }
    }
    return raises.flatMap { $0 } + together
  }

  /// The zIndex one above another, or at least 1: the next double up where adding 1 is lost
  /// to rounding (from 2^53); `nil` when none is finite.
  private static func oneAbove(_ zIndex: Double) -> Double? {
    let above = max(zIndex, 0) + 1
    let value = above > zIndex ? above : zIndex.nextUp
    return value.isFinite ? value : nil
  }

  private static func groupChildren(_ node: SceneNode) -> [SceneNode] {
    if case .group(let group) = node.content { group.children } else { [] }
  }

  private static func maximum(_ value: StateValue) -> Double {
    switch value {
    case .constant(let number): number
    case .conditional(_, let then, let otherwise): max(then, otherwise)
    }
  }
}
