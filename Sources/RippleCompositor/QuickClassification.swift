import RippleTrace

extension Composition {
  /// A ripple's classification alone (SPEC §7): ``RippleExamination/classification``.
  /// - Returns: `nil` when the ripple is not painted at this instant.
  public func classification(ofRipple id: Int) -> Visibility? {
    examine(ripple: id)?.classification
  }

  /// Whether a ripple is `occluded` (SPEC §7): ``RippleExamination/isOccluded``.
  /// - Returns: `nil` when the ripple is not painted at this instant.
  public func isOccluded(ripple id: Int) -> Bool? {
    examine(ripple: id)?.isOccluded
  }

  /// The layer that hides a ripple (``RippleVisibility/occluder``):
  /// ``RippleExamination/occluder``.
  /// - Returns: `nil` when the ripple is not painted or nothing hides it.
  public func occluder(ofRipple id: Int) -> String? {
    examine(ripple: id)?.occluder
  }

  /// What is painted above a ripple, to classify it and name its occluder from one
  /// gathering of the layers above it.
  /// - Returns: `nil` when the ripple is not painted at this instant.
  public func examine(ripple id: Int) -> RippleExamination? {
    leafIndex(ofRipple: id).map { RippleExamination(ripple: id, overlay: overlay(forLeafAt: $0)) }
  }
}

/// One painted ripple and the layers above it at an instant (``Composition/examine(ripple:)``),
/// classified the quick way where bounds or probe samples decide (SPEC §7).
public struct RippleExamination: Sendable {
  /// The ripple's id.
  public let ripple: Int
  let overlay: Overlay

  /// The classification, deciding the common cases without sweeping the samples: a
  /// transparent or sampleless ripple is `faded`, one with nothing drawn above it is
  /// `visible`, one under leaves that cover its whole clipped frame and let less than ε
  /// through is `occluded`, one where probe samples show both T = 1 and T < 1 − ε is
  /// `partial`. Every other case falls back to the row sweep, so the answer always equals
  /// ``Composition/visibility(ofRipple:)``'s.
  /// - Complexity: O(layers above) in the common cases.
  public var classification: Visibility {
    if let quick = overlay.boundsClassification { return quick }
    let probes = overlay.probes
    if probes.seesThrough && probes.seesCovered { return .partial }
    if probes.seesThrough, let unoccluded = overlay.unoccludedClassification { return unoccluded }
    return RowSweep.classification(of: overlay)
  }

  /// Whether the ripple is `occluded`: what a what-if run needs, without telling `partial`
  /// from `visible`, so one probe sample that everything lets through settles it.
  public var isOccluded: Bool {
    if let quick = overlay.boundsClassification { return quick == .occluded }
    if overlay.probes.seesThrough || overlay.reachesScreenOnProbeGrid { return false }
    return RowSweep.isOccluded(overlay)
  }

  /// The layer that hides the ripple (``RippleVisibility/occluder``), from its rows alone when
  /// the first layer that occludes it by itself is a single leaf covering its whole disk, from
  /// how many samples each layer covers when every layer is a single leaf, from every sample
  /// otherwise; `nil` when nothing hides it.
  public var occluder: String? {
    if let single = overlay.singleLeafOccluder { return single }
    guard overlay.layersAreSingleLeaves else { return sweep.occluder }
    return RowSweep.singleLeafLayersOccluder(of: overlay)
  }

  /// SPEC §7 over every sample, with the row sweep.
  private var sweep: RippleVisibility {
    RippleVisibility(ripple: ripple, overlay: overlay, statistics: RowSweep.statistics(of: overlay))
  }
}

extension Overlay {
  /// The occluder when it is the first layer that occludes the ripple by itself (SPEC §7:
  /// α × max_p factor < ε) and every layer up to it is one leaf, outside compositing groups:
  /// such a leaf's factor is 1 − α_L where it covers and 1 elsewhere, so it occludes the
  /// ripple by itself exactly when α (1 − α_L) < ε and it covers every sample of the disk.
  /// `nil` when no such layer comes before a compositing group or the end.
  var singleLeafOccluder: String? {
    guard alpha >= RippleVisibility.epsilon, let samples = disk.sampleWindow(in: grid) else {
      return nil
    }
    for layer in layers {
      guard let member = soleLeaf(of: layer) else { return nil }
      if alpha * member.factor >= RippleVisibility.epsilon { continue }
      if member.coverage.containsEverySample(of: disk, in: samples) { return layer.name }
    }
    return nil
  }

  /// The SPEC §7 classification when it follows from bounds alone, `nil` otherwise (then
  /// the ripple is not faded: α ≥ ε and its disk covers a sample).
  var boundsClassification: Visibility? {
    let epsilon = RippleVisibility.epsilon
    guard let samples = disk.sampleWindow(in: grid) else { return .faded }
    if alpha < epsilon { return .faded }
    // An upper bound of max T(p): the layers that cover every sample of the disk.
    var maxTransmittance = 1.0
    var everyLayerClear = true
    for layer in layers {
      guard let single = soleLeaf(of: layer) else {
        everyLayerClear = false
        continue
      }
      if single.alpha != 0 && !single.coverage.isApart(from: disk) { everyLayerClear = false }
      if single.coverage.containsEverySample(of: samples) { maxTransmittance *= single.factor }
    }
    if alpha * maxTransmittance < epsilon { return .occluded }
    return everyLayerClear ? .visible : nil
  }

  /// The SPEC §7 classification of a ripple that is neither faded nor occluded, when it
  /// follows from which leaves above share a sample with its disk, every layer being one
  /// leaf: `partial` when one with α_L > ε does (T(p) ≤ 1 − α_L there), `visible` when none
  /// with α_L > 0 does (T = 1 everywhere); `nil` otherwise.
  var unoccludedClassification: Visibility? {
    var isUndecided = false
    for layer in layers {
      guard let member = soleLeaf(of: layer) else { return nil }
      guard member.alpha > 0, disk.sharesSample(with: member.coverage, in: grid) else {
        continue
      }
      if member.factor < RippleVisibility.oneMinusEpsilon { return .partial }
      isUndecided = true
    }
    return isUndecided ? nil : .visible
  }

  /// What a few probe samples show: whether one has T(p) = 1 (so max T = 1 and, with α ≥ ε,
  /// the ripple is not occluded) and whether one has T(p) < 1 − ε (so it is not visible).
  /// The probes are the samples nearest the disk's center, four points toward its edge,
  /// the centers of the first ``probedMembers`` layer leaves and the points halfway: a probe
  /// costs O(leaves), and many leaves (ripples piled up) fall back to the row sweep rather
  /// than probe each.
  var probes: (seesThrough: Bool, seesCovered: Bool) {
    let center = (x: (disk.minX + disk.maxX) / 2, y: (disk.minY + disk.maxY) / 2)
    var seesThrough = false
    var seesCovered = false
    func probe(_ x: Double, _ y: Double) {
      guard let through = transmittance(nearX: x, y: y) else { return }
      if through == 1 { seesThrough = true }
      if through < RippleVisibility.oneMinusEpsilon { seesCovered = true }
    }
    probe(center.x, center.y)
    let reach = min(disk.maxX - disk.minX, disk.maxY - disk.minY) * 0.45
    for (dx, dy) in [(-reach, 0.0), (reach, 0), (0, -reach), (0, reach)] {
      probe(center.x + dx, center.y + dy)
    }
    for member in members.prefix(Self.probedMembers) {
      let middle = (
        x: (member.coverage.minX + member.coverage.maxX) / 2,
        y: (member.coverage.minY + member.coverage.maxY) / 2
      )
      probe(middle.x, middle.y)
      probe((middle.x + center.x) / 2, (middle.y + center.y) / 2)
      if seesThrough && seesCovered { break }
    }
    return (seesThrough, seesCovered)
  }

  /// How many layer leaves ``probes`` probes at most.
  static let probedMembers = 16

  /// Whether one sample of a 7×7 grid of probes over the disk lets the ripple reach the
  /// screen (α · T(p) ≥ ε), which rules out `occluded`.
  var reachesScreenOnProbeGrid: Bool {
    let steps = 7
    for row in 0..<steps {
      for column in 0..<steps {
        let x = disk.minX + (disk.maxX - disk.minX) * (Double(column) + 0.5) / Double(steps)
        let y = disk.minY + (disk.maxY - disk.minY) * (Double(row) + 0.5) / Double(steps)
        if let through = transmittance(nearX: x, y: y),
          alpha * through >= RippleVisibility.epsilon
        {
          return true
        }
      }
    }
    return false
  }

  /// T at the sample nearest a point, when that sample is one of the disk's.
  private func transmittance(nearX x: Double, y: Double) -> Double? {
    guard let sample = grid.nearestSample(toX: x, y: y), disk.contains(x: sample.x, y: sample.y)
    else { return nil }
    return transmittance(atX: sample.x, y: sample.y)
  }

  /// T(p) at one point: the product of every layer's factor (SPEC §7), as the sampler takes
  /// it.
  private func transmittance(atX x: Double, y: Double) -> Double {
    withUnsafeTemporaryAllocation(of: Bool.self, capacity: members.count) { covered in
      covered.initialize(repeating: false)
      for index in members.indices {
        covered[index] = members[index].coverage.contains(x: x, y: y)
      }
      return transmittance(covered: UnsafeBufferPointer(covered))
    }
  }
}
