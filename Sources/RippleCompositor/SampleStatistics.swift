/// What SPEC §7 needs from the samples of one ripple's disk: their count, the mean, maximum
/// and minimum of T(p), and per layer the largest factor and the sum of `1 − factor`.
struct SampleStatistics: Sendable, Equatable {
  /// How many samples the disk covers.
  var count = 0
  /// Σ T(p).
  var transmittanceSum = 0.0
  /// max T(p); −∞ before the first sample.
  var maxTransmittance = -Double.infinity
  /// min T(p); +∞ before the first sample.
  var minTransmittance = Double.infinity
  /// Per layer, Σ over disk samples of (1 − its factor at p).
  var hiddenSums: [Double]
  /// Per layer, max over disk samples of its factor at p.
  var maxFactors: [Double]

  /// Empty statistics for a number of layers.
  init(layerCount: Int) {
    hiddenSums = Array(repeating: 0, count: layerCount)
    maxFactors = Array(repeating: 0, count: layerCount)
  }

  /// Adds `samples` samples sharing one T(p).
  @inline(__always)
  mutating func add(transmittance: Double, samples: Int) {
    count += samples
    transmittanceSum += samples == 1 ? transmittance : transmittance * Double(samples)
    maxTransmittance = max(maxTransmittance, transmittance)
    minTransmittance = min(minTransmittance, transmittance)
  }
}

extension SampleStatistics {
  /// Adds `samples` samples that the same members of an overlay cover: each layer's factor
  /// (SPEC §7) and their product T(p), bottom to top, as ``Overlay/transmittance(covered:)``.
  @inline(__always)
  mutating func add(samples: Int, covered: UnsafeBufferPointer<Bool>, of overlay: Overlay) {
    guard overlay.layersAreSingleLeaves else {
      add(samples: samples, layerCount: overlay.layers.count) { layer in
        overlay.factor(ofLayer: layer, covered: covered)
      }
      return
    }
    // The same factors, read without copying each layer.
    overlay.members.withUnsafeBufferPointer { members in
      add(samples: samples, layerCount: members.count) { covered[$0] ? members[$0].factor : 1 }
    }
  }

  /// Adds `samples` samples where layer `i`'s factor is `factor(i)`, bottom to top.
  ///
  /// The per-layer sums are written through buffers taken once: with hundreds of ripples
  /// above, checking an array's uniqueness at every layer cost more than the factors.
  @inline(__always)
  private mutating func add(samples: Int, layerCount: Int, factor: (Int) -> Double) {
    var transmittance = 1.0
    hiddenSums.withUnsafeMutableBufferPointer { hiddenSums in
      maxFactors.withUnsafeMutableBufferPointer { maxFactors in
        for layer in 0..<layerCount {
          let factor = factor(layer)
          transmittance *= factor
          let hidden = 1 - factor
          hiddenSums[layer] += samples == 1 ? hidden : hidden * Double(samples)
          maxFactors[layer] = max(maxFactors[layer], factor)
        }
      }
    }
    add(transmittance: transmittance, samples: samples)
  }

  /// Forgets every sample, keeping the per-layer storage.
  mutating func reset() {
    count = 0
    transmittanceSum = 0
    maxTransmittance = -.infinity
    minTransmittance = .infinity
    for layer in hiddenSums.indices {
      hiddenSums[layer] = 0
      maxFactors[layer] = 0
    }
  }

  /// Adds `times` copies of other statistics over the same layers (rows that repeat).
  mutating func merge(_ other: SampleStatistics, times: Int) {
    guard times > 0, other.count > 0 else { return }
    let weight = Double(times)
    count += other.count * times
    transmittanceSum += times == 1 ? other.transmittanceSum : other.transmittanceSum * weight
    maxTransmittance = max(maxTransmittance, other.maxTransmittance)
    minTransmittance = min(minTransmittance, other.minTransmittance)
    for layer in hiddenSums.indices {
      let hidden = other.hiddenSums[layer]
      hiddenSums[layer] += times == 1 ? hidden : hidden * weight
      maxFactors[layer] = max(maxFactors[layer], other.maxFactors[layer])
    }
  }
}
