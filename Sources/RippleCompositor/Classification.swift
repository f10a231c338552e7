import RippleTrace

extension RippleVisibility {
  /// SPEC §7's threshold ε = 1/255: less than one step of an 8-bit channel.
  public static let epsilon = 1.0 / 255

  /// 1 − ε as the complement of ε (``complement(of:)``): 254/255, what a leaf of alpha ε
  /// lets through, so that T(p) = 1 − ε there is not below it.
  public static let oneMinusEpsilon = complement(of: epsilon)

  /// 1 − `alpha`: a leaf's factor in T(p) (SPEC §7). Exact where `alpha` is a multiple of
  /// 1/255, as an `#RRGGBBAA` fill's alpha is, alone or times an opacity that keeps it one:
  /// 1 − 254/255 is 1/255 = ε, where binary floating point says 0.0039215686274509665 and
  /// would call an opaque ripple under a `#…FE` leaf occluded (α · T < ε), not partial. An
  /// alpha is taken for a step only within a few units in the last place of one, the
  /// rounding error of computing it: 0.9960784313726 is not 254/255.
  @inline(__always)
  public static func complement(of alpha: Double) -> Double {
    // Most leaves are opaque or clear.
    if alpha == 1 || alpha == 0 { return 1 - alpha }
    let steps = (alpha * 255).rounded()
    return abs(alpha * 255 - steps) <= 8 * steps.ulp ? (255 - steps) / 255 : 1 - alpha
  }

  /// Two sums of `1 − factor` closer than this, relative to the larger, are tied (SPEC §7
  /// occluder: "ties: the lower one"), so that rounding differences between the sampler and
  /// the row sweep cannot pick different occluders.
  static let tieTolerance = 1e-9

  /// Classifies a ripple from its disk's sample statistics (SPEC §7 table).
  ///
  /// - `faded`: α < ε, or the disk covers no sample;
  /// - `occluded`: otherwise, when α · max T(p) < ε;
  /// - `partial`: otherwise, when some T(p) < 1 − ε;
  /// - `visible`: otherwise.
  ///
  /// `transmittance` is the mean T (also when faded); `nil`, with a `nil` occluder, when the
  /// disk covers no sample. The occluder is the lowest layer that by itself would make the
  /// ripple `occluded` (α ≥ ε and α · max over the disk of its factor < ε); failing that the
  /// layer with the largest Σ (1 − factor), the lower on a tie; `nil` when that sum is 0.
  init(ripple: Int, overlay: Overlay, statistics: SampleStatistics) {
    let alpha = overlay.alpha
    let epsilon = Self.epsilon
    guard statistics.count > 0 else {
      self.init(
        ripple: ripple, classification: .faded, alpha: alpha, transmittance: nil, occluder: nil)
      return
    }
    let classification: Visibility
    if alpha < epsilon {
      classification = .faded
    } else if alpha * statistics.maxTransmittance < epsilon {
      classification = .occluded
    } else if statistics.minTransmittance < Self.oneMinusEpsilon {
      classification = .partial
    } else {
      classification = .visible
    }
    self.init(
      ripple: ripple, classification: classification, alpha: alpha,
      transmittance: statistics.transmittanceSum / Double(statistics.count),
      occluder: Self.occludingLayer(overlay: overlay, statistics: statistics)
        ?? Self.mostHidingLayer(overlay: overlay, hiddenSums: statistics.hiddenSums))
  }

  /// The first rule of SPEC §7's occluder choice (see ``init(ripple:overlay:statistics:)``):
  /// the lowest layer that by itself would make the ripple `occluded`.
  private static func occludingLayer(overlay: Overlay, statistics: SampleStatistics) -> String? {
    let alpha = overlay.alpha
    guard alpha >= epsilon else { return nil }
    return overlay.layers.indices.first { alpha * statistics.maxFactors[$0] < epsilon }
      .map { overlay.layers[$0].name }
  }

  /// The second rule of SPEC §7's occluder choice, when no layer occludes the ripple by
  /// itself: the layer with the largest Σ (1 − factor) over the disk's samples, the lower on
  /// a tie; `nil` when that sum is 0.
  static func mostHidingLayer(overlay: Overlay, hiddenSums: [Double]) -> String? {
    var best: Int?
    var bestSum = 0.0
    for (layer, sum) in hiddenSums.enumerated()
    where sum > bestSum && sum - bestSum > tieTolerance * sum {
      best = layer
      bestSum = sum
    }
    return best.map { overlay.layers[$0].name }
  }
}
