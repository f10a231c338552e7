import RippleCompositor
import RippleEngine
import RippleTrace

/// Watches a replay and checks the engine's self-checks at every step (issue #5): what
/// must hold whatever the input. Pass it each step through `FindingsAnalysis.run(visit:)`.
struct EngineAudit {
  /// The checks to make.
  let checks: Set<EngineCheck>
  /// Which of ``checks`` each step makes, as flags: looking a case of this string-backed
  /// enumeration up in the set hashes its name, which costs more than some of the checks.
  private let makesIDs, makesRemovals, makesPresentations, makesPaintOrder, makesStability: Bool
  /// What failed so far.
  private(set) var outcome = FuzzOutcome()

  /// Every leaf of the scene that is not a ripple, sorted.
  private let sceneLeaves: [String]
  /// The latest order the scene leaves were painted in that was checked to be a permutation
  /// of ``sceneLeaves``: the order changes only with zIndexes, so most events repeat it.
  private var checkedSceneOrder: [String]?
  /// The forEach's name, the node of every ripple leaf; `nil` when the scene has no forEach,
  /// which leaves the recorder's records undrawn.
  private let rippleNode: String?
  /// The scale a ripple may show: its transitions' active values, widened by the most a
  /// running animation can add (an underdamped spring overshoots by less than its span).
  private let scaleRange: ClosedRange<Double>
  /// The same events applied to a simulation that never retires anything.
  private var shadow: Simulation
  private var created = 0
  private var removals: [Int: Int] = [:]
  private var retired: Set<Int> = []

  /// Prepares the checks for replays that start from `start` (a simulation at t = 0).
  init(start: Simulation, checks: Set<EngineCheck>) {
    self.checks = checks
    makesIDs = checks.contains(.idsIncrease)
    makesRemovals = checks.contains(.removedOnce) || checks.contains(.goneAfterAppended)
    makesPresentations = checks.contains(.presentationInRange)
    makesPaintOrder = checks.contains(.paintOrderPermutation)
    makesStability = checks.contains(.classificationStable)
    sceneLeaves = start.header.scene.leafNames.sorted()
    shadow = start
    let layout = shadow.layout
    rippleNode = layout?.node.name
    let active = layout?.activeValues ?? (.identity, .identity)
    let scales = [1, active.insertion.scale, active.removal.scale]
    let spread = abs(1 - active.insertion.scale) + abs(1 - active.removal.scale) + 1e-9
    scaleRange = ((scales.min() ?? 1) - spread)...((scales.max() ?? 1) + spread)
  }

  /// Checks one replay step.
  mutating func observe(_ step: ReplayStep, _ simulation: Simulation) {
    switch step {
    case .event(let event, _):
      checkEvent(event, simulation)
    case .frames(let span):
      guard makesPresentations else { break }
      // A span at rest shows its first frame throughout.
      for index in span.isAtRest ? span.indices.prefix(1) : span.indices[...] {
        checkPresentations(simulation, at: span.time(ofFrame: index), animatingOnly: true)
      }
    case .retired(let ripple):
      checkRetired(ripple, simulation)
    case .end(let time):
      checkEnd(simulation, at: time)
    case .expectation:
      break
    }
  }

  // MARK: Steps

  private mutating func checkEvent(_ event: TraceEvent, _ simulation: Simulation) {
    let time = event.time
    if case .down = event.kind { created += 1 }
    if makesIDs { checkIDs(simulation, at: time) }
    if makesRemovals {
      for ripple in simulation.ripples { checkRemoval(of: ripple, at: time) }
    }
    if makesPresentations {
      checkPresentations(simulation, at: time, animatingOnly: false)
    }
    guard makesPaintOrder || makesStability else { return }
    let composition = Composition(simulation: simulation, at: time)
    if makesPaintOrder {
      checkPaintOrder(composition, simulation, at: time)
    }
    if makesStability {
      _ = shadow.apply(event)
      checkAgainstShadow(composition, simulation, at: time)
    }
  }

  private mutating func checkIDs(_ simulation: Simulation, at time: Double) {
    if simulation.createdCount != created {
      fail(.idsIncrease, "\(created) downs created \(simulation.createdCount) ripples", at: time)
    }
    var previous = 0
    for ripple in simulation.ripples {
      if ripple.id <= previous || ripple.id > simulation.createdCount {
        fail(
          .idsIncrease,
          "ripple \(ripple.id) follows ripple \(previous) of \(simulation.createdCount)",
          ripples: [ripple.id], at: time)
      }
      if retired.contains(ripple.id) {
        fail(
          .removedOnce, "ripple \(ripple.id) is back after it was retired", ripples: [ripple.id],
          at: time)
      }
      previous = ripple.id
    }
  }

  private mutating func checkRemoval(of ripple: Ripple, at time: Double) {
    guard let removal = ripple.removal else { return }
    if let sequence = removals.updateValue(removal.sequence, forKey: ripple.id),
      sequence != removal.sequence
    {
      fail(
        .removedOnce,
        "ripple \(ripple.id) was removed again (removal \(sequence), then \(removal.sequence))",
        ripples: [ripple.id], at: time)
    }
    let (appended, requested, starts, gone) =
      (ripple.appendedAt, removal.requestedAt, removal.startsAt, removal.goneAt)
    // Finite and in order; `<=` is false beside a NaN.
    guard appended.isFinite, gone.isFinite, appended <= requested, requested <= starts,
      starts <= gone
    else {
      fail(
        .goneAfterAppended,
        "ripple \(ripple.id): appended \(appended), removal requested \(requested), "
          + "starts \(starts), gone \(gone)",
        ripples: [ripple.id], at: time)
      return
    }
  }

  /// Checks every painted ripple's presented values; at frames only those inserting or
  /// removing (a present ripple's values change only with states, checked at events).
  private mutating func checkPresentations(
    _ simulation: Simulation, at time: Double, animatingOnly: Bool
  ) {
    // What `presentation(of:at:)` computes, with the alpha factors taken once per instant.
    let factors = simulation.alphaFactors(at: time)
    for ripple in simulation.ripples where ripple.appendedAt <= time {
      let phase = ripple.phase(at: time)
      if phase == .gone || (animatingOnly && phase == .present) { continue }
      let values = simulation.transitionValues(of: ripple, at: time)
      let alpha = factors.alpha(ofOpacity: values.opacity)
      let alphaOK = alpha.isFinite && (0...1).contains(alpha)
      let scaleOK = values.scale.isFinite && scaleRange.contains(values.scale)
      guard alphaOK, scaleOK, values.dx.isFinite, values.dy.isFinite else {
        fail(
          .presentationInRange,
          "ripple \(ripple.id): alpha \(alpha), scale \(values.scale) "
            + "(allowed \(scaleRange.lowerBound)…\(scaleRange.upperBound)), "
            + "offset (\(values.dx), \(values.dy))",
          ripples: [ripple.id], at: time)
        continue
      }
    }
  }

  private mutating func checkPaintOrder(
    _ composition: Composition, _ simulation: Simulation, at time: Double
  ) {
    var painted: [Int] = []
    // Leaves are read in place: a copy retains their names.
    let leaves = composition.leaves
    for index in leaves.indices {
      guard let id = leaves[index].ripple else { continue }
      painted.append(id)
      if leaves[index].node != rippleNode {
        fail(
          .paintOrderPermutation, "ripple \(id) is painted as '\(leaves[index].name)'",
          ripples: [id], at: time)
      }
    }
    // Without a forEach no ripple is live on screen.
    let live = simulation.ripples.lazy
      .filter { [rippleNode] in
        rippleNode != nil && $0.appendedAt <= time && ($0.goneAt ?? .infinity) > time
      }
      .map(\.id)
    if !painted.sorted().elementsEqual(live) {
      fail(
        .paintOrderPermutation, "live ripples \(Array(live)), painted ripples \(painted)",
        ripples: Array(live), at: time)
    }
    let sceneOrder = leaves.lazy.filter { $0.ripple == nil }.map(\.node)
    if let checkedSceneOrder, sceneOrder.elementsEqual(checkedSceneOrder) { return }
    let others = Array(sceneOrder)
    if others.sorted() == sceneLeaves {
      checkedSceneOrder = others
    } else {
      fail(.paintOrderPermutation, "scene leaves \(sceneLeaves), painted \(others)", at: time)
    }
  }

  private mutating func checkAgainstShadow(
    _ composition: Composition, _ simulation: Simulation, at time: Double
  ) {
    // A composition reads only the ripples painted at its instant, the states and the
    // header: while those agree, so do the two compositions. Retiring a ripple (gone, so
    // unpainted) and forgetting an ended state animation (which adds nothing) are all that
    // set them apart.
    guard
      !Self.paintSameRipples(shadow.ripples, simulation.ripples, at: time)
        || !shadow.states.presentsTheSame(as: simulation.states, from: time)
    else { return }
    let again = Composition(simulation: shadow, at: time)
    guard !again.paintsTheSame(as: composition) else { return }
    let samePaintOrder = again.leaves.elementsEqual(composition.leaves) {
      $0.node == $1.node && $0.ripple == $1.ripple
    }
    if !samePaintOrder {
      fail(
        .classificationStable,
        "paint order \(composition.paintOrder) streaming, \(again.paintOrder) re-simulated",
        at: time)
      return
    }
    for leaf in composition.leaves {
      guard let id = leaf.ripple else { continue }
      let streaming = composition.classification(ofRipple: id)
      let resimulated = again.classification(ofRipple: id)
      if streaming != resimulated {
        fail(
          .classificationStable,
          "ripple \(id) is \(streaming?.rawValue ?? "unpainted") streaming, "
            + "\(resimulated?.rawValue ?? "unpainted") re-simulated",
          ripples: [id], at: time)
      }
    }
  }

  /// Whether two lists hold the same ripples painted at an instant, in the same order. They
  /// are read in place: a ripple is a large value.
  private static func paintSameRipples(_ first: [Ripple], _ second: [Ripple], at time: Double)
    -> Bool
  {
    var (one, other) = (first.startIndex, second.startIndex)
    while true {
      while one < first.endIndex && !first[one].isPainted(at: time) { one += 1 }
      while other < second.endIndex && !second[other].isPainted(at: time) { other += 1 }
      guard one < first.endIndex, other < second.endIndex else {
        return one == first.endIndex && other == second.endIndex
      }
      guard first[one] == second[other] else { return false }
      (one, other) = (one + 1, other + 1)
    }
  }

  private mutating func checkRetired(_ ripple: Ripple, _ simulation: Simulation) {
    if !retired.insert(ripple.id).inserted {
      fail(
        .removedOnce, "ripple \(ripple.id) was retired twice", ripples: [ripple.id],
        at: ripple.goneAt)
    }
    if simulation.ripple(withID: ripple.id) != nil {
      fail(
        .removedOnce, "ripple \(ripple.id) is retired but still live", ripples: [ripple.id],
        at: ripple.goneAt)
    }
    guard let goneAt = ripple.goneAt, goneAt >= ripple.appendedAt else {
      fail(
        .goneAfterAppended, "ripple \(ripple.id) retired without being gone after its append",
        ripples: [ripple.id], at: ripple.goneAt)
      return
    }
  }

  private mutating func checkEnd(_ simulation: Simulation, at time: Double) {
    for ripple in simulation.ripples where ripple.removal != nil {
      fail(
        .goneAfterAppended,
        "ripple \(ripple.id) is removed but still alive at the end "
          + "(t = \(time), gone \(ripple.goneAt ?? .nan))",
        ripples: [ripple.id], at: time)
    }
    if makesStability,
      shadow.liveCount(at: time) != simulation.liveCount(at: time)
    {
      fail(
        .classificationStable,
        "\(simulation.liveCount(at: time)) live at the end streaming, "
          + "\(shadow.liveCount(at: time)) re-simulated", at: time)
    }
  }

  private mutating func fail(
    _ check: EngineCheck, _ message: String, ripples: [Int] = [],
    at time: Double?
  ) {
    guard checks.contains(check) else { return }
    outcome.record(.engine(check), FailureEvidence(message: message, ripples: ripples, time: time))
  }
}
