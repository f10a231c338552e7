import RippleTrace

/// A cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1) (SPEC §6).
///
/// `value(at:)` answers "how far along is the animation when this fraction of its duration
/// has passed": it solves x(s) = fraction for the curve parameter s and returns y(s).
public struct BezierCurve: Sendable, Equatable {
  /// The first control point's x, in [0, 1].
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x, in [0, 1].
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// How close x(s) must come to the requested fraction for Newton's method to be trusted.
  private static let tolerance = 1e-12

  /// The curve SPEC §6 names: `linear` (0,0)(1,1), `easeIn` (0.42,0)(1,1),
  /// `easeOut` (0,0)(0.58,1), `easeInOut` (0.42,0)(0.58,1).
  public init(_ curve: TimingCurve) {
    switch curve {
    case .linear: self.init(x1: 0, y1: 0, x2: 1, y2: 1)
    case .easeIn: self.init(x1: 0.42, y1: 0, x2: 1, y2: 1)
    case .easeOut: self.init(x1: 0, y1: 0, x2: 0.58, y2: 1)
    case .easeInOut: self.init(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    }
  }

  /// A curve with the given control points. The x coordinates are clamped to [0, 1] (NaN
  /// becomes 0) so that x(s) increases with s and every fraction has exactly one parameter.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = Self.unitClamped(x1)
    self.y1 = y1
    self.x2 = Self.unitClamped(x2)
    self.y2 = y2
  }

  /// The curve's y at the parameter s where x(s) == `fraction` (SPEC §6), with `fraction`
  /// clamped to [0, 1] (NaN counts as 0): 0 at 0 and exactly 1 at 1.
  ///
  /// x(s) = fraction is solved by Newton's method, run until x(s) stops coming closer, so s
  /// is as exact as doubles allow (easeIn's x(1/2) is the double nearest 0.6575, so 0.6575
  /// gives y(1/2) = 0.5, not a hair below it); bisection takes over where the slope is too
  /// flat. No polynomial approximation is involved. A curve whose y is its x (`linear`) is
  /// the fraction itself, exactly: a decimal progress such as 0.15 s of 0.4 s, 0.375, must
  /// put an edge exactly on a sample (SPEC §7).
  public func value(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    if y1 == x1 && y2 == x2 { return fraction }
    return Self.coordinate(parameter(for: fraction), p1: y1, p2: y2)
  }

  /// The parameter s in [0, 1] with x(s) == `fraction`, for 0 < fraction < 1, or the
  /// nearest a double comes.
  private func parameter(for fraction: Double) -> Double {
    let miss = { (s: Double) in Self.coordinate(s, p1: self.x1, p2: self.x2) - fraction }
    // Newton's method from s = fraction, kept while each step comes closer.
    var closest = (s: fraction, miss: miss(fraction))
    var steps = 0
    while closest.miss != 0 && steps < 16 {
      steps += 1
      let slope = Self.slope(closest.s, p1: x1, p2: x2)
      guard abs(slope) > 1e-6 else { break }
      let next = closest.s - closest.miss / slope
      guard next >= 0, next <= 1 else { break }
      let nextMiss = miss(next)
      guard abs(nextMiss) < abs(closest.miss) else { break }
      closest = (next, nextMiss)
    }
    if abs(closest.miss) <= Self.tolerance { return closest.s }
    // Bisection: x(s) increases on [0, 1] because the control x coordinates are in [0, 1].
    var low = 0.0
    var high = 1.0
    var s = fraction
    for _ in 0..<100 {
      let x = Self.coordinate(s, p1: x1, p2: x2)
      if x == fraction { break }
      if x < fraction { low = s } else { high = s }
      let middle = (low + high) / 2
      guard middle != low, middle != high else { break }
      s = middle
    }
    return s
  }

  /// One coordinate of the curve, 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, in Horner form.
  private static func coordinate(_ s: Double, p1: Double, p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// The derivative of `coordinate` with respect to s.
  private static func slope(_ s: Double, p1: Double, p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }

  /// `value` clamped to [0, 1]; NaN becomes 0.
  private static func unitClamped(_ value: Double) -> Double {
    guard value > 0 else { return 0 }
    return min(value, 1)
  }
}
