/// What is painted above one ripple, as SPEC §7 counts it: the ripple's disk and alpha, and
/// the *layers* above it, bottom to top, each contributing a factor to T(p).
///
/// A layer is one painted leaf, or a `compositingGroup` the ripple is not inside (its leaves
/// are the layer's members, and compositing groups nested in it its subgroups). Leaves whose
/// frames miss the disk's frame are left out: they cover no disk sample, so they change
/// neither T, the sums nor the maxima of §7.
struct Overlay: Sendable {
  /// The ripple's outline after transitions.
  let disk: Coverage
  /// The ripple's alpha α.
  let alpha: Double
  /// The layers above the ripple, bottom to top.
  let layers: [Layer]
  /// The leaves of every layer, in layer order.
  let members: [Member]
  /// The compositing groups nested in every layer, in layer order, each after its parent.
  let subgroups: [Subgroup]
  /// The scene's samples.
  let grid: SampleGrid
  /// Whether every layer is one leaf, no compositing group: then member `i` is layer `i`,
  /// whose factor is member `i`'s where it covers p and 1 elsewhere.
  let layersAreSingleLeaves: Bool

  /// An overlay of layers made of members.
  init(
    disk: Coverage, alpha: Double, layers: [Layer], members: [Member], subgroups: [Subgroup],
    grid: SampleGrid
  ) {
    self.disk = disk
    self.alpha = alpha
    self.layers = layers
    self.members = members
    self.subgroups = subgroups
    self.grid = grid
    layersAreSingleLeaves = layers.allSatisfy { $0.groupOpacity == nil }
    assert(!layersAreSingleLeaves || members.count == layers.count)
  }

  /// One contributor to T(p).
  struct Layer: Sendable {
    /// The leaf's node, or the compositing group's name.
    let node: String
    /// The ripple id when the layer is a ripple's leaf.
    var ripple: Int? = nil
    /// Its leaves, indices into ``Overlay/members``.
    let members: Range<Int>
    /// `op_G` for a compositing group: its opacity × its ancestors' (only those inside the
    /// compositing groups that also hold the ripple); `nil` for one leaf.
    let groupOpacity: Double?
    /// The compositing groups nested in the group, indices into ``Overlay/subgroups``.
    var subgroups: Range<Int> = 0..<0

    /// The layer's name as `paintOrder` lists it (SPEC §7 `occluder`).
    var name: String { PaintedLeaf.name(node: node, ripple: ripple) }
  }

  /// One leaf of a layer.
  struct Member: Sendable {
    /// Its outline.
    let coverage: Coverage
    /// α_L for a single leaf; α'_L (without the group's and its ancestors' opacity) inside a
    /// compositing group, the innermost of the layer's or one that also holds the ripple.
    let alpha: Double
    /// 1 − ``alpha`` (``RippleVisibility/complement(of:)``), its factor where it covers p.
    let factor: Double
    /// The innermost compositing group nested in its layer's that holds it, an index into
    /// ``Overlay/subgroups``; `nil` for a leaf of the layer's group itself.
    var subgroup: Int?

    init(coverage: Coverage, alpha: Double, subgroup: Int? = nil) {
      self.coverage = coverage
      self.alpha = alpha
      factor = RippleVisibility.complement(of: alpha)
      self.subgroup = subgroup
    }
  }

  /// A compositing group nested in a layer's: composited first, then its opacity applies once
  /// inside the group around it (SPEC §2.1), where it counts as one leaf of alpha
  /// `op · (1 − Π (1 − α))` over what covers p inside it.
  struct Subgroup: Sendable {
    /// The compositing group around it, an index into ``Overlay/subgroups``; `nil` for the
    /// layer's own.
    let parent: Int?
    /// Its opacity × its ancestors' inside the group around it.
    let opacity: Double
  }

  /// The leaf a layer consists of; `nil` for a compositing group, whose leaves combine.
  func soleLeaf(of layer: Layer) -> Member? {
    layer.groupOpacity == nil ? members[layer.members.lowerBound] : nil
  }

  /// A layer's factor in T(p), given which members cover p (SPEC §7): `1 − α_L` for a
  /// covering leaf, `1 − op_G · (1 − Π (1 − α'_L))` over a group's covering leaves, and 1
  /// where nothing of it covers p; a compositing group nested in the group counts as one of
  /// its leaves (``Subgroup``).
  ///
  /// The sampler and the row sweep both take their factors from this, or, when every layer
  /// is a single leaf, the same members' factors in place, so they agree bit for bit.
  @inline(__always)
  func factor(ofLayer index: Int, covered: UnsafeBufferPointer<Bool>) -> Double {
    let layer = layers[index]
    guard let opacity = layer.groupOpacity else {
      let member = layer.members.lowerBound
      return covered[member] ? members[member].factor : 1
    }
    guard layer.subgroups.isEmpty else {
      return Self.factor(opacity: opacity, through: nestedThrough(layer, covered: covered))
    }
    var through = 1.0
    for member in layer.members where covered[member] {
      through *= members[member].factor
    }
    return Self.factor(opacity: opacity, through: through)
  }

  /// A compositing group's factor, `1 − op · (1 − Π (1 − α))`, each complement exact for
  /// steps of 1/255 (``RippleVisibility/complement(of:)``), as a single leaf's is: a group
  /// of opacity 1 around one `#…FE` leaf lets 1/255 through, as the leaf alone does.
  @inline(__always)
  private static func factor(opacity: Double, through: Double) -> Double {
    RippleVisibility.complement(of: opacity * RippleVisibility.complement(of: through))
  }

  /// Π (1 − α) over what covers p in a group with nested compositing groups: each nested
  /// group's own product first, innermost first (a subgroup comes after its parent), then
  /// its alpha `op · (1 − product)` as one leaf of the group around it.
  private func nestedThrough(_ layer: Layer, covered: UnsafeBufferPointer<Bool>) -> Double {
    let first = layer.subgroups.lowerBound
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: layer.subgroups.count) {
      through in
      through.initialize(repeating: 1)
      var root = 1.0
      for member in layer.members where covered[member] {
        let factor = members[member].factor
        if let subgroup = members[member].subgroup {
          through[subgroup - first] *= factor
        } else {
          root *= factor
        }
      }
      for subgroup in layer.subgroups.reversed() {
        let factor = Self.factor(
          opacity: subgroups[subgroup].opacity, through: through[subgroup - first])
        if let parent = subgroups[subgroup].parent {
          through[parent - first] *= factor
        } else {
          root *= factor
        }
      }
      return root
    }
  }

  /// T(p) where `covered` says which members cover p: the product of every layer's factor,
  /// bottom to top, as the sampler and the row sweep take it.
  @inline(__always)
  func transmittance(covered: UnsafeBufferPointer<Bool>) -> Double {
    var through = 1.0
    guard layersAreSingleLeaves else {
      for layer in layers.indices { through *= factor(ofLayer: layer, covered: covered) }
      return through
    }
    // A layer that does not cover p multiplies by 1, which changes nothing: skipped.
    members.withUnsafeBufferPointer { members in
      for member in members.indices where covered[member] { through *= members[member].factor }
    }
    return through
  }
}
