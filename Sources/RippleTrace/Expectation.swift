/// A regression assertion written in a trace (SPEC §1.3). Keys left out are not checked.
public struct Expectation: Equatable, Sendable {
  /// Where the `expect` line is, for failure messages.
  public var location: SourceLocation
  /// The instant to check at; `nil` checks the whole-trace report.
  public var time: Double?
  /// The ripple id the per-ripple keys refer to.
  public var ripple: Int?
  /// The ripple's expected phase.
  public var phase: RipplePhase?
  /// The ripple's expected classification.
  public var visibility: Visibility?
  /// The expected occluder: `.some(nil)` expects none.
  public var occluder: String??
  /// The ripple's expected alpha.
  public var alpha: Double?
  /// The ripple's expected scale.
  public var scale: Double?
  /// The ripple's expected mean transmittance: `.some(nil)` expects no samples.
  public var transmittance: Double??
  /// The expected number of live ripples.
  public var live: Int?
  /// Every painted leaf, bottom to top.
  public var paintOrder: [String]?
  /// A finding code that must be present.
  public var finding: FindingCode?
  /// The exact number of finding instances.
  public var findings: Int?

  /// The tolerance numbers compare within.
  public static let tolerance = 1e-3

  /// Whether an expected number and an actual one are within ``tolerance``, as decimals: the
  /// rounding of their binary difference is forgiven, so 0.999 against 1 passes as 0.001
  /// against 0 does, though 1 − 0.999 is 0.0010000000000000009 in binary.
  public static func matches(_ expected: Double, _ actual: Double) -> Bool {
    abs(expected - actual) <= tolerance + 4 * max(abs(expected), abs(actual)).ulp
  }

  /// Creates an expectation that checks nothing yet.
  public init(location: SourceLocation, time: Double? = nil) {
    self.location = location
    self.time = time
  }
}
