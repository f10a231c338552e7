import RippleTrace
import Testing

/// SPEC §1.3: numbers compare within 1e-3, as the decimals a trace writes.
@Suite struct ExpectationToleranceTests {
  /// 1 − 0.999 is 0.0010000000000000009 in binary, 0.001 − 0 exactly 0.001: one decimal
  /// distance, one verdict.
  @Test(arguments: [(0.999, 1.0), (1.001, 1.0), (0.001, 0.0), (0.499, 0.5), (0.0, 0.001)])
  func aDistanceOfExactly0001Passes(expected: Double, actual: Double) {
    #expect(Expectation.matches(expected, actual))
  }

  @Test(arguments: [(0.998999, 1.0), (1.001001, 1.0), (0.001001, 0.0), (0.5, 0.498998)])
  func aLargerDistanceFails(expected: Double, actual: Double) {
    #expect(!Expectation.matches(expected, actual))
  }
}
