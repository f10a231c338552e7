/// A small seeded pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014): the same
/// seed gives the same numbers on every platform and every run, which Swift's default
/// generator does not promise.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Starts a stream at a seed.
  public init(seed: UInt64) { state = seed }

  /// A stream of its own for one run of a campaign: runs can be regenerated one by one.
  public init(seed: UInt64, stream: Int) {
    var mixer = SplitMix64(
      seed: seed ^ (UInt64(truncatingIfNeeded: stream) &* 0xD1B5_4A32_D192_ED03))
    state = mixer.next()
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in `0..<count` (0 when `count` ≤ 1), by multiply-shift: no division.
  public mutating func below(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(count)).high)
  }

  /// A number in `[0, 1)` with 53 random bits.
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// `true` with a probability.
  public mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A number in `[lower, upper)`, uniform.
  public mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * unit()
  }

  /// A number in `[lower, upper)` spread evenly over its decades: as many values in
  /// 1–10 ms as in 100 ms–1 s. Uniform inside a decade, so no `log` or `exp` (whose last
  /// bits may differ between platforms) decides a generated value.
  public mutating func decades(_ lower: Double, _ upper: Double) -> Double {
    guard lower > 0, lower < upper else { return lower }
    var count = 0
    var start = lower
    while start < upper {
      count += 1
      start *= 10
    }
    start = lower
    for _ in 0..<below(count) { start *= 10 }
    return uniform(start, min(start * 10, upper))
  }
}
