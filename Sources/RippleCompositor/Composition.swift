import RippleEngine
import RippleTrace

/// Everything painted at one instant, bottom to top, and what each ripple looks like through
/// it (SPEC §4 paint order, §7 visibility).
///
/// A composition is a value computed from a ``Simulation`` at an instant: the painted leaves
/// of every ZStack in paint order, across groups, each with its frame, shape and alpha. Ask it
/// how much of a ripple reaches the screen with ``visibility(ofRipple:)``.
///
/// ```swift
/// let composition = Composition(simulation: simulation, at: 0.6)
/// composition.paintOrder                   // ["ripple#1", "base", "background", ...]
/// composition.visibility(ofRipple: 1)      // occluded, transmittance 0, occluder "base"
/// ```
public struct Composition: Sendable {
  /// The instant.
  public let time: Double
  /// The scene's bounds; samples outside are clipped (SPEC §2, §7).
  public let bounds: Rect
  /// Every painted leaf, bottom to top across groups (SPEC §1.3 `paintOrder`, §4). Leaves with
  /// alpha 0 are listed too.
  public let leaves: [PaintedLeaf]

  /// What a leaf's compositing groups need, per leaf; empty when no leaf lies in a
  /// compositing group (read it through ``context(ofLeafAt:)``).
  private let contexts: [LeafContext]
  let groups: [CompositingGroupInfo]
  let grid: SampleGrid
  let simulation: Simulation

  /// Composes a simulation's scene at an instant.
  ///
  /// Paints the ripples of `simulation.ripples` that are not gone at `time`, ordered per
  /// ZStack by SPEC §4; current zIndexes are the states' immediate values (zIndex never
  /// animates, SPEC §2.2); opacities are the states' presented values; a ripple's transition
  /// values and alpha are `simulation.presentation(of:at:)`.
  /// - Parameters:
  ///   - simulation: The simulation, with every event up to `time` applied.
  ///   - time: The instant, not before `simulation.time` (the latest applied event).
  /// - Complexity: O(nodes + ripples × ancestors).
  public init(simulation: Simulation, at time: Double) {
    let collector = LeafCollector(simulation: simulation, time: time)
    self.time = time
    self.simulation = simulation
    bounds = simulation.header.scene.bounds
    leaves = collector.leaves
    contexts = collector.contexts
    groups = collector.groups
    grid = SampleGrid(bounds: bounds)
  }

  /// A composition that paints other leaves, outside compositing groups, at the same instant
  /// (``classification(ofRipple:throughout:keeps:)``).
  init(_ composition: Composition, painting leaves: [PaintedLeaf]) {
    time = composition.time
    simulation = composition.simulation
    bounds = composition.bounds
    self.leaves = leaves
    contexts = []
    groups = []
    grid = composition.grid
  }

  /// Whether another composition paints exactly what this one paints: the same leaves in the
  /// same order, with the same frames, shapes, alphas and compositing groups, on the same
  /// bounds. Then the two classify every ripple alike, since they classify from these alone.
  public func paintsTheSame(as other: Composition) -> Bool {
    bounds == other.bounds && leaves == other.leaves && contexts == other.contexts
      && groups == other.groups
  }

  /// The compositing groups around the leaf at an index.
  func context(ofLeafAt index: Int) -> LeafContext {
    contexts.isEmpty ? .outsideGroups : contexts[index]
  }

  /// Whether no leaf lies in a compositing group.
  var paintsNoCompositingGroup: Bool { contexts.isEmpty }

  /// Whether the leaf at an index lies in a compositing group.
  func isInCompositingGroup(leafAt index: Int) -> Bool {
    !contexts.isEmpty && !contexts[index].compositingPath.isEmpty
  }

  /// Whether SPEC §4's rule 2 (zIndex order) orders the ripples' ZStack at this instant,
  /// rather than rule 1 (removed views beneath current ones).
  public var ordersRipplesByZIndex: Bool { simulation.ordersRipplesByZIndex(at: time) }

  /// The names of ``leaves``, bottom to top: a ripple is `NAME#ID` (SPEC §1.3 `paintOrder`).
  public var paintOrder: [String] { leaves.map(\.name) }

  /// How much of a ripple reaches the screen (SPEC §7), computed with the row sweep.
  /// - Returns: `nil` when the ripple is not painted at this instant.
  public func visibility(ofRipple id: Int) -> RippleVisibility? {
    visibility(ofRipple: id, method: .rowSweep)
  }

  /// How much of a ripple reaches the screen (SPEC §7), computed with a given method.
  ///
  /// Samples are the scene's points `(i + 0.5, j + 0.5)` inside the bounds; T(p) multiplies
  /// `1 − α_L` over the leaves painted above the ripple that cover p, a `compositingGroup` the
  /// ripple is outside counting as one leaf. See ``RippleVisibility`` for the classification.
  /// - Parameter method: ``VisibilityMethod/rowSweep`` or the reference
  ///   ``VisibilityMethod/sampler``; both give the same classification and occluder.
  /// - Returns: `nil` when the ripple is not painted at this instant.
  /// - Complexity: Row sweep: O(rows of the disk × leaves above × log leaves above).
  ///   Sampler: O(samples of the disk's frame × leaves above).
  func visibility(ofRipple id: Int, method: VisibilityMethod) -> RippleVisibility? {
    guard let index = leafIndex(ofRipple: id) else { return nil }
    let overlay = overlay(forLeafAt: index)
    let statistics =
      switch method {
      case .rowSweep: RowSweep.statistics(of: overlay)
      case .sampler: Sampler.statistics(of: overlay)
      }
    return RippleVisibility(ripple: id, overlay: overlay, statistics: statistics)
  }

  /// The visibility of every painted ripple, in paint order (SPEC §7).
  public var rippleVisibilities: [RippleVisibility] {
    leaves.compactMap { leaf in leaf.ripple.flatMap { visibility(ofRipple: $0) } }
  }

  /// The index in ``leaves`` of a ripple's leaf (its place in the SPEC §4 paint order); `nil`
  /// when it is not painted.
  public func leafIndex(ofRipple id: Int) -> Int? {
    leaves.firstIndex { $0.ripple == id }
  }

  /// Whether a leaf of another node than a ripple's own (not the forEach) is painted above
  /// it: only such a leaf can be one that the removal ordering puts above it
  /// (``leavesHiddenByRemovalOrder(ofRipple:)``). While no event changes the paint list,
  /// leaves of other nodes keep their places, so the answer holds.
  public func paintsLeafOfAnotherNode(aboveRipple id: Int) -> Bool {
    guard let index = leafIndex(ofRipple: id) else { return false }
    return leaves[(index + 1)...].contains { $0.node != leaves[index].node }
  }

  /// The painted ripples above every scene leaf whose alpha reads a state
  /// (``Simulation/alphaReadsStates(ofLeaf:)``): a state change leaves what covers them as it
  /// is. One walk down from the top.
  public var ripplesAboveEveryLeafFollowingAState: Set<Int> {
    var ripples: Set<Int> = []
    for leaf in leaves.reversed() {
      if let id = leaf.ripple {
        ripples.insert(id)
      } else if simulation.alphaReadsStates(ofLeaf: leaf.node) {
        break
      }
    }
    return ripples
  }

  /// For a removed ripple, the leaves SPEC §4's removal ordering puts above it and that hide
  /// part of it: the `removal-reordered` finding (SPEC §7).
  ///
  /// A leaf qualifies when it is painted above the ripple, belongs to another node (not the
  /// forEach: other ripples never count), covers at least one sample of the ripple's disk with
  /// alpha ≥ ε, and would be painted beneath the ripple were it a current item at its same
  /// zIndex (everything else unchanged).
  /// - Returns: Leaf names in paint order (a compositing group's leaves one by one); empty for
  ///   a current ripple or one not painted.
  public func leavesHiddenByRemovalOrder(ofRipple id: Int) -> [String] {
    guard let index = leafIndex(ofRipple: id), leaves[index].isRemoved,
      let removal = simulation.ripple(withID: id)?.removal, let layout = simulation.layout
    else { return [] }
    let disk = Coverage(frame: leaves[index].frame, shape: leaves[index].shape)
    // A current item of the forEach at the removal's zIndex is painted above a sibling that
    // comes before it on (zIndex, position) (SPEC §4); leaves outside the forEach's ZStack
    // keep their place relative to all of its items.
    let forEachKey = (removal.zIndex, layout.position)
    var hidden: [String] = []
    // Leaves are read in place: a copy retains their names.
    for above in leaves.indices.dropFirst(index + 1) {
      guard leaves[above].node != leaves[index].node,
        leaves[above].alpha >= RippleVisibility.epsilon,
        disk.sharesSample(
          with: Coverage(frame: leaves[above].frame, shape: leaves[above].shape), in: grid),
        let sibling = layout.siblingLeaves.first(where: { $0.name == leaves[above].node })?
          .sibling,
        (simulation.states.immediateValue(of: layout.siblings[sibling].zIndex), sibling)
          < forEachKey
      else { continue }
      hidden.append(leaves[above].name)
    }
    return hidden
  }
}

extension Composition {
  /// Whether a layer, named as SPEC §7 names an occluder (a leaf, or a compositing group), is
  /// one of the leaves named, or a group that holds one.
  /// - Parameter leafNames: Names of leaves that are not ripples, such as
  ///   ``leavesHiddenByRemovalOrder(ofRipple:)``'s.
  public func layer(_ layer: String, holdsAnyOf leafNames: [String]) -> Bool {
    // A leaf that is not a ripple is named after its node: no name is built.
    !leafNames.isEmpty
      && leaves.contains { leaf in
        leaf.ripple == nil && (leaf.node == layer || leaf.compositingGroup == layer)
          && leafNames.contains(leaf.node)
      }
  }

  /// Whether a layer is a current ripple painted above a removed one only by SPEC §4's
  /// removal ordering: were the removed ripple a current item at the zIndex it keeps, it
  /// would be painted above it, coming later in the array at the same zIndex or above.
  /// (``leavesHiddenByRemovalOrder(ofRipple:)`` leaves ripples out: the `removal-reordered`
  /// finding counts only leaves of other nodes, SPEC §7.)
  public func layer(_ layer: String, isCurrentRippleAboveRemoved id: Int) -> Bool {
    guard let index = leafIndex(ofRipple: id), leaves[index].isRemoved,
      let removal = simulation.ripple(withID: id)?.removal,
      let above = leaves.indices.dropFirst(index + 1).first(where: {
        leaves[$0].ripple != nil && leaves[$0].isNamed(layer)
      }),
      !leaves[above].isRemoved, let other = leaves[above].ripple
    else { return false }
    return (removal.zIndex, id) > (simulation.currentRippleZIndex, other)
  }
}
