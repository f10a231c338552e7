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
  }
}
