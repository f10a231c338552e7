import Foundation

/// A damped spring starting at rest at 0 and settling at 1, with SwiftUI's `response` and
/// `dampingFraction` (SPEC §6): ω = 2π/response, ζ = dampingFraction.
///
/// The regime follows ζ as SPEC §6 says: critically damped when ζ == 1, under-damped below,
/// over-damped above, however close to 1 (ω_d = ω√(1 − ζ²) stays above 1e-8 ω for every
/// double ζ ≠ 1, so x(t) is continuous across ζ = 1 within 1e-8; SPEC's envelope, and with it
/// the settle time, is not).
/// Meaningful springs have a finite `response` > 0 and a finite `dampingFraction` > 0; a
/// spring with any other `response` jumps at once (`settleTime` 0), and one that never
/// decays (ζ ≤ 0) never settles (`settleTime` infinite). Below a `response` of about
/// 3.5e-308 s, ω overflows: x(t) then reaches 1 within 1e-305 s and is taken as 1 for every
/// t > 0, its envelope as 0, and its settle time scales from a spring of `response` 1.
public struct Spring: Sendable, Equatable {
  /// The damping regime that picks SPEC §6's formula for x(t) and for the envelope.
  public enum Regime: Sendable, Equatable {
    /// ζ == 1: x(t) = 1 − (1 + ωt)e^(−ωt).
    case criticallyDamped
    /// ζ < 1: x(t) = 1 − e^(−ζωt)(cos ω_d t + (ζω/ω_d) sin ω_d t), ω_d = ω√(1 − ζ²).
    case underDamped
    /// ζ > 1: x(t) = 1 − (c1 e^(r1 t) + c2 e^(r2 t)).
    case overDamped
  }

  /// The level the envelope falls to at `settleTime`, SPEC §6's (choice) of a spring's
  /// duration.
  public static let settleThreshold = 1e-3

  /// The period of the undamped spring, in seconds.
  public let response: Double
  /// ζ: 1 is critically damped, below 1 overshoots, above 1 creeps.
  public let dampingFraction: Double
  /// The time, in seconds, at which the envelope falls to `settleThreshold` (SPEC §6): the
  /// spring's duration.
  public let settleTime: Double

  /// Creates a spring and computes its settle time.
  public init(response: Double, dampingFraction: Double) {
    let unsettled = Spring(response: response, dampingFraction: dampingFraction, settle: 0)
    self.init(
      response: response, dampingFraction: dampingFraction, settle: unsettled.settleSearch())
  }

  /// Stores every field; `settle` is the already-computed settle time.
  private init(response: Double, dampingFraction: Double, settle: Double) {
    self.response = response
    self.dampingFraction = dampingFraction
    self.settleTime = settle
  }

  /// ω = 2π/response, in radians per second.
  public var angularFrequency: Double { 2 * Double.pi / response }

  /// Which of SPEC §6's three formulas applies.
  public var regime: Regime {
    if dampingFraction == 1 { return .criticallyDamped }
    return dampingFraction < 1 ? .underDamped : .overDamped
  }

  /// Whether `response` is finite and positive; otherwise the spring jumps at once.
  private var isProper: Bool { response.isFinite && response > 0 }

  /// Whether x(t) and the envelope follow SPEC §6's formulas: a proper spring whose ω a
  /// double holds.
  private var followsFormulas: Bool { isProper && angularFrequency.isFinite }

  /// The position x(t) at `time` seconds after release from rest at 0, per SPEC §6; not
  /// clamped, so an under-damped spring overshoots 1. 0 for `time` ≤ 0.
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard followsFormulas else { return 1 }
    let omega = angularFrequency
    let zeta = dampingFraction
    switch regime {
    case .criticallyDamped:
      return 1 - (1 + omega * time) * exp(-omega * time)
    case .underDamped:
      let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * time)
      return 1
        - decay
        * (cos(dampedOmega * time) + (zeta * omega / dampedOmega) * sin(dampedOmega * time))
    case .overDamped:
      let roots = overDampedTerms
      return 1 - (roots.c1 * exp(roots.r1 * time) + roots.c2 * exp(roots.r2 * time))
    }
  }

  /// When an under-damped spring's x(t) first peaks, π/ω_d: it rises until then (x′(t) =
  /// (ω²/ω_d) e^(−ζωt) sin ω_d t), and that peak, above 1, is its highest point. `nil` for
  /// the other springs, which never fall (SPEC §6).
  public var firstPeakTime: Double? {
    guard followsFormulas, regime == .underDamped else { return nil }
    let dampedOmega = angularFrequency * (1 - dampingFraction * dampingFraction).squareRoot()
    return dampedOmega > 0 ? Double.pi / dampedOmega : nil
  }

  /// SPEC §6's decreasing envelope of |1 − x(t)|: (1 + ωt)e^(−ωt) when critically damped,
  /// e^(−ζωt)√(1 + (ζω/ω_d)²) when under-damped, |c1|e^(r1 t) + |c2|e^(r2 t) when
  /// over-damped. 0 for a spring that jumps at once.
  public func envelope(at time: Double) -> Double {
    guard followsFormulas else { return 0 }
    let omega = angularFrequency
    let zeta = dampingFraction
    switch regime {
    case .criticallyDamped:
      return (1 + omega * time) * exp(-omega * time)
    case .underDamped:
      let ratio = zeta / (1 - zeta * zeta).squareRoot()  // ζω/ω_d
      return exp(-zeta * omega * time) * (1 + ratio * ratio).squareRoot()
    case .overDamped:
      let roots = overDampedTerms
      return abs(roots.c1) * exp(roots.r1 * time) + abs(roots.c2) * exp(roots.r2 * time)
    }
  }

  /// r1,2 = −ω(ζ ∓ √(ζ² − 1)), c1 = r2/(r2 − r1), c2 = −r1/(r2 − r1). The slow root r1 is
  /// computed as −ω/(ζ + √(ζ² − 1)), the same number without cancellation for large ζ.
  private var overDampedTerms: (r1: Double, r2: Double, c1: Double, c2: Double) {
    let omega = angularFrequency
    let sum = dampingFraction + (dampingFraction * dampingFraction - 1).squareRoot()
    let r1 = -omega / sum
    let r2 = -omega * sum
    return (r1, r2, r2 / (r2 - r1), -r1 / (r2 - r1))
  }

  /// The t where `envelope` falls to `settleThreshold`: double an upper bound until the
  /// envelope is below it, then bisect down to two adjacent doubles and take the upper one,
  /// the first at which it is below.
  private func settleSearch() -> Double {
    guard isProper else { return 0 }
    // The envelope depends on ωt alone, so the settle time is proportional to `response`.
    guard angularFrequency.isFinite else {
      return Spring(response: 1, dampingFraction: dampingFraction).settleTime * response
    }
    var low = 0.0
    var high = response
    while !(envelope(at: high) < Self.settleThreshold) {
      guard high < Double.greatestFiniteMagnitude / 4 else { return .infinity }
      low = high
      high *= 2
    }
    // Each halving keeps `low < middle < high`, about 60 of them from a start at `response`;
    // the cap, above the count for the whole range of doubles, only guards termination.
    var steps = 0
    while low.nextUp < high, steps < 2_100 {
      steps += 1
      let middle = low + (high - low) / 2
      if envelope(at: middle) < Self.settleThreshold { high = middle } else { low = middle }
    }
    return high
  }
}
