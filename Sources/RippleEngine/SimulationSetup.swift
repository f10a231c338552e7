import RippleTrace

/// What a ``Simulation`` derives from its header once and never changes: one object that
/// every copy of the simulation shares.
@usableFromInline final class SimulationSetup: Sendable {
  /// The trace's header.
  @usableFromInline let header: TraceHeader
  /// Where the scene draws ripples; `nil` when it has no forEach.
  @usableFromInline let layout: RippleLayout?
  /// The layout's footprint (``Simulation/footprint``).
  @usableFromInline let footprint: RippleLayout.Footprint?
  /// ``Simulation/ripplesStayInLayoutFrame``.
  @usableFromInline let ripplesStayInLayoutFrame: Bool
  /// ``Simulation/ripplesOnlyGrow``.
  @usableFromInline let ripplesOnlyGrow: Bool
  /// The forEach's zIndex expression (0 without a forEach), what every ripple's zIndex comes
  /// from: kept apart, as ``footprint`` is, so that reading it does not copy the layout.
  let rippleZIndex: StateValue
  /// The animation an append runs with, `nil` when its insertion changes nothing.
  let downAnimation: Animation?
  /// The animation a removal runs with, `nil` when it ends at once.
  let upAnimation: Animation?
  /// The transition's active values on insertion and removal.
  let activeValues: (insertion: TransitionValues, removal: TransitionValues)
  /// The scene leaves whose alpha reads a state (``Simulation/alphaReadsStates(ofLeaf:)``).
  let leavesWithStateAlpha: Set<String>
  /// ``Simulation/rippleAlphaReadsStates``.
  let rippleAlphaReadsStates: Bool
  /// ``Simulation/zIndexReadsStates``.
  let zIndexReadsStates: Bool
  /// The states some node reads (``Scene/statesRead``): setting another changes nothing.
  let statesRead: Set<String>

  /// Derives everything from a header.
  init(header: TraceHeader) {
    self.header = header
    layout = RippleLayout(scene: header.scene)
    footprint = layout?.footprint
    rippleZIndex = layout?.node.zIndex ?? .constant(0)
    let transition = layout?.content.transition ?? .opacity
    let resolve = { (spec: AnimationSpec, effects: [TransitionEffect]) -> Animation? in
      let animation = Animation(spec, sdk: header.sdk)
      return animation.isInstant || !effects.contains(where: \.isAnimatable) ? nil : animation
    }
    downAnimation = resolve(header.recorder.downAnimation, transition.insertion)
    upAnimation = resolve(header.recorder.upAnimation, transition.removal)
    let activeValues = layout?.activeValues ?? (.identity, .identity)
    self.activeValues = activeValues
    ripplesStayInLayoutFrame =
      [activeValues.insertion, activeValues.removal].allSatisfy { values in
        values.dx == 0 && values.dy == 0 && (0...1).contains(values.scale)
      } && [downAnimation, upAnimation].allSatisfy { $0?.staysWithinUnitProgress ?? true }
    ripplesOnlyGrow = ripplesStayInLayoutFrame && activeValues.removal.scale == 1
    leavesWithStateAlpha = Self.leavesWithStateAlpha(in: header.scene.children, above: false)
    statesRead = header.scene.statesRead
    rippleAlphaReadsStates =
      layout.map { layout in
        ([layout.node] + layout.ancestors).contains { $0.opacity.readsState }
      } ?? false
    zIndexReadsStates = Self.zIndexReadsStates(in: header.scene.children)
  }

  /// Whether the zIndex of a node among `nodes`, or among their children, reads a state.
  private static func zIndexReadsStates(in nodes: [SceneNode]) -> Bool {
    nodes.contains { node in
      if node.zIndex.readsState { return true }
      guard case .group(let group) = node.content else { return false }
      return zIndexReadsStates(in: group.children)
    }
  }

  /// The leaves among `nodes` whose own opacity or a group's above them reads a state.
  /// - Parameter above: Whether a group above `nodes` has an opacity that reads a state.
  private static func leavesWithStateAlpha(in nodes: [SceneNode], above: Bool) -> Set<String> {
    nodes.reduce(into: []) { leaves, node in
      let reads = above || node.opacity.readsState
      switch node.content {
      case .leaf: if reads { leaves.insert(node.name) }
      case .group(let group):
        leaves.formUnion(leavesWithStateAlpha(in: group.children, above: reads))
      case .forEach: break
      }
    }
  }
}
