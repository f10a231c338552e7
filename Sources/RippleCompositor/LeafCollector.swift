import RippleEngine
import RippleTrace

/// What the compositor keeps about a painted leaf beyond ``PaintedLeaf``.
struct LeafContext: Sendable, Equatable {
  /// The `compositingGroup`s that contain it, outermost first (indices into the groups).
  var compositingPath: [Int]
  /// For each group of ``compositingPath``, the leaf's alpha without that group's and its
  /// ancestors' opacity (α'_L of SPEC §7).
  var alphaInside: [Double]

  /// The context of a leaf outside every compositing group.
  static let outsideGroups = LeafContext(compositingPath: [], alphaInside: [])
}

/// A `compositingGroup` of the scene at an instant.
struct CompositingGroupInfo: Sendable, Equatable {
  /// The group's name, used as a layer name (SPEC §7).
  var name: String
  /// op_G: the group's opacity × every ancestor's, each clamped to 0…1.
  var opacity: Double
  /// The group's opacity × its ancestors' inside the nearest compositing group around it
  /// (that group's own excluded), each clamped: op_G as seen inside that group's composite,
  /// where its opacity has not applied yet; ``opacity`` when no compositing group holds it.
  var opacityInEnclosingGroup: Double
}

/// Walks the scene at an instant and lists every painted leaf bottom to top, with its frame,
/// shape and alpha (SPEC §2.1, §4, §7).
struct LeafCollector {
  let time: Double
  /// Where ripples are drawn and their shape.
  private let footprint: RippleLayout.Footprint?
  /// The factors of every ripple's alpha at ``time`` (``Simulation/alphaFactors(at:)``).
  private let alphaFactors: AlphaFactors

  private(set) var leaves: [PaintedLeaf] = []
  /// One per leaf once a leaf lies in a compositing group; until then none, for speed.
  private(set) var contexts: [LeafContext] = []
  private(set) var groups: [CompositingGroupInfo] = []

  /// The clamped opacities of the enclosing groups, outermost first.
  private var opacities: [Double] = []
  /// The enclosing compositing groups: group index and depth in ``opacities``.
  private var compositing: [(group: Int, depth: Int)] = []

  /// Collects the leaves of a simulation's scene at an instant.
  init(simulation: Simulation, time: Double) {
    self.time = time
    footprint = simulation.footprint
    alphaFactors = simulation.alphaFactors(at: time)
    let scene = simulation.header.scene
    let expected = simulation.ripples.count + 2 * scene.children.count
    leaves.reserveCapacity(expected)
    paint(scene.children, frame: scene.bounds, of: simulation)
  }

  /// An item of a ZStack: a child, by index, or a ripple of the forEach child.
  private enum Payload {
    case node(Int)
    case ripple(Int, isRemoved: Bool)
  }

  /// Paints one ZStack: orders its items (SPEC §4), then paints them bottom to top.
  private mutating func paint(_ children: [SceneNode], frame: Rect, of simulation: Simulation) {
    let states = simulation.states
    // Without a forEach there are no removed items, and children in zIndex order are painted
    // as declared: no item list is needed.
    let holdsForEach = children.indices.contains { index in
      if case .forEach = children[index].content { true } else { false }
    }
    if !holdsForEach,
      PaintOrder.isInZIndexOrder(
        children.indices.lazy.map { states.immediateValue(of: children[$0].zIndex) })
    {
      for index in children.indices {
        paint(child: index, of: children, frame: frame, of: simulation)
      }
      return
    }
    let ripples = simulation.ripples
    var items: [PaintOrder.Item<Payload>] = []
    items.reserveCapacity(children.count + ripples.count)
    // The forEach's name, fill alpha and opacity, when this ZStack holds it.
    var forEach: (name: String, fillAlpha: Double, opacity: Double)?
    // Children are read in place: copying a node retains its names and children.
    for index in children.indices {
      let zIndex = states.immediateValue(of: children[index].zIndex)
      guard case .forEach(let node) = children[index].content else {
        items.append(.init(payload: .node(index), zIndex: zIndex))
        continue
      }
      forEach = (
        children[index].name, node.fill.alpha,
        clamped(states.value(of: children[index].opacity, at: time))
      )
      for (position, ripple) in ripples.enumerated() where ripple.isPainted(at: time) {
        guard let removal = ripple.removal, removal.startsAt <= time else {
          items.append(.init(payload: .ripple(position, isRemoved: false), zIndex: zIndex))
          continue
        }
        // A removed item keeps its removal zIndex.
        items.append(
          .init(
            payload: .ripple(position, isRemoved: true), zIndex: removal.zIndex,
            removal: (removal.startsAt, removal.sequence)))
      }
    }
    for item in PaintOrder.arrange(items, sdk: simulation.header.sdk) {
      switch item.payload {
      case .node(let index): paint(child: index, of: children, frame: frame, of: simulation)
      case .ripple(let position, let isRemoved):
        if let forEach {
          paint(ripples[position], of: forEach, isRemoved: isRemoved, in: simulation)
        }
      }
    }
  }

  /// Paints a leaf or a group, read in place: copying a node retains its names and children.
  private mutating func paint(
    child index: Int, of children: [SceneNode], frame: Rect, of simulation: Simulation
  ) {
    let opacity = clamped(simulation.states.value(of: children[index].opacity, at: time))
    switch children[index].content {
    case .leaf(let leaf):
      append(
        PaintedLeaf(
          node: children[index].name, frame: leaf.frame ?? frame, shape: leaf.shape, alpha: 0,
          compositingGroup: nil),
        baseAlpha: leaf.fill.alpha * opacity)
    case .group(let group):
      opacities.append(opacity)
      if group.compositingGroup {
        let enclosing = compositing.last.map { $0.depth + 1 } ?? 0
        compositing.append((groups.count, opacities.count - 1))
        groups.append(
          CompositingGroupInfo(
            name: children[index].name, opacity: opacities.reduce(1, *),
            opacityInEnclosingGroup: opacities[enclosing...].reduce(1, *)))
      }
      paint(group.children, frame: group.frame ?? frame, of: simulation)
      if group.compositingGroup { compositing.removeLast() }
      opacities.removeLast()
    case .forEach:
      break  // Its ripples are items of this ZStack, painted by `paint(_:frame:)`.
    }
  }

  /// Paints one ripple's leaf: the layout's frame and shape after its transition values,
  /// with the presentation's alpha (SPEC §5, §7).
  private mutating func paint(
    _ ripple: Ripple, of forEach: (name: String, fillAlpha: Double, opacity: Double),
    isRemoved: Bool, in simulation: Simulation
  ) {
    guard let footprint else { return }
    let values = simulation.transitionValues(of: ripple, at: time)
    let leaf = PaintedLeaf(
      node: forEach.name, ripple: ripple.id, isRemoved: isRemoved,
      frame: RippleGeometry.frame(
        footprint.frame(pressedAt: ripple.position), transformedBy: values),
      shape: RippleGeometry.shape(footprint.shape, transformedBy: values), alpha: 0)
    // The engine's alpha (`Simulation.presentation(of:at:)`) is the definition (SPEC §7);
    // the base alpha only serves compositing groups.
    append(
      leaf, baseAlpha: values.opacity * forEach.fillAlpha * forEach.opacity,
      alpha: alphaFactors.alpha(ofOpacity: values.opacity))
  }

  /// Appends a leaf whose alpha is `alpha`, by default `baseAlpha` × every enclosing group's
  /// opacity, recording α' for each enclosing compositing group.
  private mutating func append(
    _ leaf: consuming PaintedLeaf, baseAlpha: Double, alpha: Double? = nil
  ) {
    leaf.alpha = alpha ?? opacities.reversed().reduce(baseAlpha, *)
    guard let outermost = compositing.first else {
      leaves.append(consume leaf)
      if !contexts.isEmpty { contexts.append(.outsideGroups) }
      return
    }
    // The leaves before the first one in a group get their contexts now.
    while contexts.count < leaves.count { contexts.append(.outsideGroups) }
    var alphaInside = Array(repeating: 0.0, count: compositing.count)
    var inside = baseAlpha
    var next = compositing.count - 1
    for depth in opacities.indices.reversed() {
      while next >= 0 && compositing[next].depth == depth {
        alphaInside[next] = inside
        next -= 1
      }
      inside *= opacities[depth]
    }
    leaf.compositingGroup = groups[outermost.group].name
    leaves.append(consume leaf)
    contexts.append(
      LeafContext(compositingPath: compositing.map { $0.group }, alphaInside: alphaInside))
  }

  private func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
}
