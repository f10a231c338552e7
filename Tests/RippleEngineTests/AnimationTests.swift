import RippleEngine
import RippleTrace
import Testing

// Expected numbers come from the independent oracle, `python3 Tests/Oracle/spec_oracle.py`,
// which implements SPEC §6 with plain bisection (no Newton steps, no shared code).

/// |actual − expected| ≤ tolerance.
private func close(_ actual: Double, _ expected: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(actual - expected) <= tolerance
}

/// Every timing test, nested so that `swift test --filter AnimationTests` runs them all.
@Suite("Animation timing (SPEC §6)")
struct AnimationTests {
  @Suite("Bézier timing curves (SPEC §6)")
  struct BezierCurves {
    /// (curve, fraction, y) from spec_oracle.py's "Bézier curves" table.
    static let oracleValues: [(TimingCurve, Double, Double)] = [
      (.linear, 0.1, 0.1), (.linear, 0.25, 0.25), (.linear, 0.6, 0.6), (.linear, 0.9, 0.9),
      (.easeIn, 0.1, 0.0170266096516), (.easeIn, 0.25, 0.0934646507188),
      (.easeIn, 0.5, 0.315356812573), (.easeIn, 0.75, 0.621861869175),
      (.easeIn, 0.9, 0.839427845762),
      (.easeOut, 0.1, 0.160572154238), (.easeOut, 0.25, 0.378138130825),
      (.easeOut, 0.5, 0.684643187427), (.easeOut, 0.75, 0.906535349281),
      (.easeOut, 0.9, 0.982973390348),
      (.easeInOut, 0.1, 0.0197224535483), (.easeInOut, 0.25, 0.129161931047),
      (.easeInOut, 0.3, 0.187395906705), (.easeInOut, 0.5, 0.5),
      (.easeInOut, 0.6, 0.668116129902), (.easeInOut, 0.75, 0.870838068953),
      (.easeInOut, 0.9, 0.980277546452),
    ]

    @Test("named curves match the oracle", arguments: 0..<oracleValues.count)
    func oracle(index: Int) {
      let (curve, fraction, expected) = Self.oracleValues[index]
      let value = BezierCurve(curve).value(at: fraction)
      #expect(close(value, expected, 1e-11), "\(curve)(\(fraction)) = \(value), want \(expected)")
    }

    @Test("endpoints are exact and fractions are clamped to [0, 1]")
    func endpoints() {
      for curve in TimingCurve.allCases {
        let bezier = BezierCurve(curve)
        #expect(bezier.value(at: 0) == 0)
        #expect(bezier.value(at: 1) == 1)
        #expect(bezier.value(at: -0.5) == 0)
        #expect(bezier.value(at: 1.5) == 1)
        #expect(bezier.value(at: .nan) == 0)
        #expect(bezier.value(at: .infinity) == 1)
      }
    }

    @Test("curves are non-decreasing", arguments: TimingCurve.allCases)
    func monotonic(curve: TimingCurve) {
      let bezier = BezierCurve(curve)
      var previous = 0.0
      for step in 1...2000 {
        let value = bezier.value(at: Double(step) / 2000)
        #expect(value >= previous - 1e-12, "\(curve) decreases at \(Double(step) / 2000)")
        previous = value
      }
    }

    @Test("the symmetries of the four curves hold to solver precision")
    func symmetries() {
      let easeInOut = BezierCurve(.easeInOut)
      let easeIn = BezierCurve(.easeIn)
      let easeOut = BezierCurve(.easeOut)
      #expect(close(easeInOut.value(at: 0.5), 0.5, 1e-12))
      for step in 1..<50 {
        let fraction = Double(step) / 50
        #expect(close(easeInOut.value(at: fraction) + easeInOut.value(at: 1 - fraction), 1))
        #expect(close(easeIn.value(at: fraction) + easeOut.value(at: 1 - fraction), 1))
        #expect(BezierCurve(.linear).value(at: fraction) == fraction)
      }
    }

    /// At s = 1/2, easeIn's x is 3·(1/4)·(1/2)·0.42 + 3·(1/2)·(1/4) + 1/8 = 0.6575 and its y
    /// 3·(1/2)·(1/4) + 1/8 = 1/2. Computed in doubles, x(1/2) is the double nearest 0.6575, so
    /// the solver, run until x(s) comes no closer, lands on s = 1/2 itself: the progress is one
    /// half exactly (a tolerance of 1e-12 on x stopped at s = 0.49999999999999933).
    @Test("a fraction whose parameter is exactly one half gives exactly one half")
    func exactHalf() {
      #expect(BezierCurve(.easeIn).value(at: 0.6575) == 0.5)
      #expect(BezierCurve(.easeInOut).value(at: 0.5) == 0.5)
    }

    @Test("control points: named curves and clamped x coordinates")
    func controlPoints() {
      #expect(BezierCurve(.easeInOut) == BezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
      #expect(BezierCurve(.easeIn) == BezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))
      #expect(BezierCurve(.easeOut) == BezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1))
      #expect(BezierCurve(.linear) == BezierCurve(x1: 0, y1: 0, x2: 1, y2: 1))
      let clamped = BezierCurve(x1: -1, y1: 0.5, x2: 2, y2: 0.5)
      #expect(clamped.x1 == 0 && clamped.x2 == 1)
    }

    @Test("flat stretches of x(s) still solve x(s) = fraction")
    func flatSlope() {
      // With y control points equal to the x ones, y(s) == x(s), so value(f) must be f.
      // (1,1)(1,1): x(s) = 1 − (1 − s)³, flat at s = 1; (0,0)(0,0): x(s) = s³, flat at s = 0.
      let flatEnd = BezierCurve(x1: 1, y1: 1, x2: 1, y2: 1)
      let flatStart = BezierCurve(x1: 0, y1: 0, x2: 0, y2: 0)
      for fraction in [1e-9, 1e-6, 0.3, 0.999, 1 - 1e-9] {
        #expect(close(flatEnd.value(at: fraction), fraction, 1e-11))
        #expect(close(flatStart.value(at: fraction), fraction, 1e-11))
      }
    }
  }

  @Suite("Springs (SPEC §6)")
  struct Springs {
    /// (response, dampingFraction, t, x(t)) from spec_oracle.py's "Spring" tables.
    static let oracleValues: [(Double, Double, Double, Double)] = [
      (0.55, 1.0, 0.05, 0.112511624541), (0.55, 1.0, 0.1, 0.316461214878),
      (0.55, 1.0, 0.3, 0.85621360747), (0.55, 1.0, 0.6, 0.991715028995),
      (0.55, 1.0, 1.0, 0.999864202445),
      (0.5, 0.825, 0.05, 0.139417337102), (0.5, 0.825, 0.2, 0.799648863187),
      (0.5, 0.825, 0.5, 1.00840196288), (0.5, 0.825, 1.0, 0.999944996571),
      (0.4, 0.5, 0.1, 0.647327550682), (0.4, 0.5, 0.2, 1.14069967414),
      (0.4, 0.5, 0.3, 1.10011501192), (0.4, 0.5, 0.5, 0.977249370504),
      (0.4, 0.5, 0.8, 1.00128147975),
      (0.3, 2.0, 0.05, 0.187794053852), (0.3, 2.0, 0.1, 0.385371727869),
      (0.3, 2.0, 0.3, 0.799926375355), (0.3, 2.0, 0.6, 0.962844530302),
      (0.3, 2.0, 1.0, 0.996063291029),
    ]

    /// (response, dampingFraction, settle time) from spec_oracle.py.
    static let oracleSettleTimes: [(Double, Double, Double)] = [
      (0.55, 1.0, 0.808248868014), (0.5, 0.825, 0.721352893513),
      (0.4, 0.5, 0.897837128203), (0.3, 2.0, 1.24418494323),
    ]

    @Test("x(t) matches the oracle in all three regimes", arguments: 0..<oracleValues.count)
    func oracle(index: Int) {
      let (response, zeta, time, expected) = Self.oracleValues[index]
      let value = Spring(response: response, dampingFraction: zeta).value(at: time)
      #expect(close(value, expected, 1e-10), "x(\(time)) = \(value), want \(expected)")
    }

    @Test("settle time matches the oracle", arguments: 0..<oracleSettleTimes.count)
    func settle(index: Int) {
      let (response, zeta, expected) = Self.oracleSettleTimes[index]
      let spring = Spring(response: response, dampingFraction: zeta)
      #expect(close(spring.settleTime, expected, 1e-10))
      #expect(close(spring.envelope(at: spring.settleTime), Spring.settleThreshold, 1e-12))
    }

    /// The settle time is the first double at which the envelope is below the threshold:
    /// within 2 ulps of the root. Critically damped (response 0.55): the root of
    /// (1 + ωt)e^(−ωt) = 1e-3 to 40 digits is 0.80824886801372538049…; under-damped (0.5,
    /// ζ 0.5) has the closed form ln(√(1 + (ζω/ω_d)²) / 1e-3) / (ζω) = 1.1222964102539525. A
    /// bisection stopped at 1e-12 relative precision was 9.6e-14 s early on the first.
    @Test func settleTimeIsTheRootToTheLastBit() {
      for (response, zeta, root) in [
        (0.55, 1.0, 0.80824886801372538), (0.5, 0.5, 1.1222964102539525),
      ] {
        let settle = Spring(response: response, dampingFraction: zeta).settleTime
        #expect(abs(settle - root) <= 2 * root.ulp, "\(settle) for \(root)")
      }
    }

    /// SPEC §6's duration is the t at which the envelope falls to 1e-3; of the two adjacent
    /// doubles around that root, the settle time is the upper one: the first at which the
    /// envelope is below the threshold, the one before it still at or above.
    @Test(arguments: [0.5, 0.825, 1.0, 2.0])
    func theSettleTimeIsTheFirstDoubleBelowTheThreshold(zeta: Double) {
      let spring = Spring(response: 0.4, dampingFraction: zeta)
      #expect(spring.envelope(at: spring.settleTime) < Spring.settleThreshold)
      #expect(spring.envelope(at: spring.settleTime.nextDown) >= Spring.settleThreshold)
    }

    /// Below a response of about 3.5e-308 s, ω = 2π/response overflows; the settle time
    /// still scales with the response (the envelope depends on ωt alone), so such a spring
    /// settles at once and a trace may use it, where a NaN envelope said "never".
    @Test(arguments: [0.5, 1.0, 2.0, 1000.0])
    func aSpringTooFastForItsFrequencySettlesAtOnce(zeta: Double) {
      let spring = Spring(response: 1e-308, dampingFraction: zeta)
      let unit = Spring(response: 1, dampingFraction: zeta).settleTime
      #expect(spring.settleTime > 0 && spring.settleTime <= 1e-308 * unit * (1 + 1e-12))
      #expect(spring.settleTime >= 1e-308 * unit * (1 - 1e-12))
      #expect(spring.value(at: 1e-300) == 1 && spring.value(at: 0) == 0)
    }

    @Test("every regime starts at rest at 0 and its envelope starts at or above 1")
    func startsAtRest() {
      for zeta in [0.3, 0.825, 1.0, 1.5, 4.0] {
        let spring = Spring(response: 0.5, dampingFraction: zeta)
        #expect(close(spring.value(at: 0), 0, 1e-15))
        #expect(spring.value(at: -1) == 0)
        // Starting at rest: x grows quadratically at first (zero initial velocity).
        #expect(spring.value(at: 1e-6) < 1e-6)
        #expect(spring.envelope(at: 0) >= 1 - 1e-12)
      }
    }

    @Test("the regime follows the damping fraction: critical at exactly 1 (SPEC §6)")
    func regimes() {
      #expect(Spring(response: 1, dampingFraction: 1).regime == .criticallyDamped)
      #expect(Spring(response: 1, dampingFraction: 1.0.nextUp).regime == .overDamped)
      #expect(Spring(response: 1, dampingFraction: 1.0.nextDown).regime == .underDamped)
      #expect(Spring(response: 1, dampingFraction: 0.99).regime == .underDamped)
      #expect(Spring(response: 1, dampingFraction: 1.01).regime == .overDamped)
    }

    @Test("near-critical springs: x(t) is continuous at ζ = 1, SPEC's envelope is not")
    func continuity() {
      let critical = Spring(response: 0.55, dampingFraction: 1)
      for zeta in [1 - 1e-6, 1 + 1e-6, 1 - 1e-10, 1 + 1e-10, 1.0.nextDown, 1.0.nextUp] {
        let spring = Spring(response: 0.55, dampingFraction: zeta)
        for time in [0.05, 0.1, 0.3, 0.6] {
          #expect(close(spring.value(at: time), critical.value(at: time), 1e-5))
        }
      }
      // Any ζ ≠ 1 takes the under/over-damped envelope, which starts near 1/√(2|ζ − 1|)
      // (707 at 1e-6), so the settle time jumps from 0.80825 (oracle, mpmath at 40 digits:
      // 1.17900754402 and 1.17902346696 at 1 ∓ 1e-6; 1.58212091905 and 1.58212092554 at
      // 1 ∓ 1e-10; 2.18221641017 and 2.15187901515 at the doubles next to 1).
      let oracle: [(Double, Double)] = [
        (1 - 1e-6, 1.17900754402), (1 + 1e-6, 1.17902346696),
        (1 - 1e-10, 1.58212091905), (1 + 1e-10, 1.58212092554),
        (1.0.nextDown, 2.18221641017), (1.0.nextUp, 2.15187901515),
      ]
      for (zeta, settle) in oracle {
        let spring = Spring(response: 0.55, dampingFraction: zeta)
        #expect(close(spring.settleTime, settle, 1e-8), "ζ = \(zeta): \(spring.settleTime)")
      }
    }

    @Test("under-damped springs overshoot; x(t) is not clamped")
    func overshoot() {
      let spring = Spring(response: 0.4, dampingFraction: 0.5)
      #expect(spring.value(at: 0.2) > 1.1)
    }

    @Test(
      "the highest progress so far is the running maximum of x(t)",
      arguments: [0.1, 0.5, 0.825, 1.0, 2.0])
    func highestProgress(zeta: Double) {
      // Checked against the maximum of a fine sampling, with a delay of 0.1 s: the shortcut
      // (progress at the first peak once it has passed) must agree at every instant.
      let animation = Animation(
        curve: .spring(Spring(response: 0.5, dampingFraction: zeta)), delay: 0.1)
      var highest = 0.0
      for step in 0...3000 {
        let time = 2 + Double(step) / 1000  // started at 2 s
        highest = max(highest, animation.progress(at: time, startedAt: 2))
        #expect(close(animation.highestProgress(until: time, startedAt: 2), highest, 1e-4))
      }
      // ζ = 0.1 (response 0.5): x passes 0.5 at 0.0866 s, peaks at π/ω_d = 0.25126 s (SPEC
      // §6 under-damped formula) and is back to 0.46846 at 0.5 s.
      if zeta == 0.1 {
        #expect(close(animation.progress(at: 2.6, startedAt: 2), 0.46846, 1e-5))
        #expect(close(animation.highestProgress(until: 2.6, startedAt: 2), 1.72925, 1e-5))
      }
    }

    @Test("the envelope bounds |1 − x(t)| and decreases")
    func envelopeBounds() {
      for zeta in [0.5, 0.825, 1.0, 2.0] {
        let spring = Spring(response: 0.5, dampingFraction: zeta)
        var previous = Double.infinity
        for step in 0...200 {
          let time = Double(step) / 100
          let envelope = spring.envelope(at: time)
          #expect(abs(1 - spring.value(at: time)) <= envelope + 1e-12)
          #expect(envelope <= previous)
          previous = envelope
        }
      }
    }

    @Test("SPEC §8: ω = 11.424, x(0.1) = 0.31647, x(0.6) = 0.99172, settle ωt = 9.2334")
    func workedExample() {
      let spring = Spring(response: 0.55, dampingFraction: 1)
      #expect(close(spring.angularFrequency, 11.424, 1e-3))
      #expect(close(spring.value(at: 0.1), 0.31647, 1e-4))
      #expect(close(spring.value(at: 0.6), 0.99172, 1e-4))
      #expect(close(1 - spring.value(at: 0.1), 0.68354, 1e-4))
      #expect(close(spring.settleTime, 0.8082, 1e-4))
      #expect(close(spring.angularFrequency * spring.settleTime, 9.2334, 1e-4))
    }

    @Test("degenerate springs neither hang nor crash")
    func degenerate() {
      let undamped = Spring(response: 0.5, dampingFraction: 0)
      #expect(undamped.settleTime == .infinity)
      #expect(close(undamped.value(at: 0.25), 2, 1e-12))  // 1 − cos(π)
      let instant = Spring(response: 0, dampingFraction: 1)
      #expect(instant.settleTime == 0)
      #expect(instant.value(at: 0.1) == 1)
      #expect(Spring(response: 1, dampingFraction: .nan).settleTime == .infinity)
    }
  }

  @Suite("Resolved animations (SPEC §6)")
  struct ResolvedAnimations {
    @Test("default is the critically damped spring for ios17")
    func ios17Default() {
      let animation = Animation(.default, sdk: .ios17)
      #expect(animation.curve == .spring(Spring(response: 0.55, dampingFraction: 1)))
      #expect(animation.delay == 0)
      #expect(close(animation.duration, 0.808248868014, 1e-10))
      #expect(!animation.isInstant)
      // SPEC §8: x(0.1) = 0.31647; exactly 1 from the settle time on.
      #expect(close(animation.progress(at: 0.1), 0.31647, 1e-4))
      #expect(animation.progress(at: animation.duration) == 1)
      #expect(animation.progress(at: 5) == 1)
    }

    @Test("default is easeInOut(0.35) for legacy")
    func legacyDefault() {
      let animation = Animation(.default, sdk: .legacy)
      #expect(animation.curve == .bezier(BezierCurve(.easeInOut), duration: 0.35))
      #expect(animation.duration == 0.35)
      // 0.0875 = 0.35 / 4: easeInOut(0.25) = 0.129161931047 (oracle).
      #expect(close(animation.progress(at: 0.0875), 0.129161931047, 1e-9))
      #expect(close(animation.progress(at: 0.175), 0.5, 1e-9))
      #expect(animation.progress(at: 0.35) == 1)
    }

    @Test("timing curves resolve from their spec and map elapsed / duration")
    func timing() {
      let animation = Animation(.timing(.easeIn, duration: 2, delay: 0), sdk: .ios17)
      #expect(animation.duration == 2)
      // easeIn(0.25) = 0.0934646507188, easeIn(0.75) = 0.621861869175 (oracle).
      #expect(close(animation.progress(at: 0.5), 0.0934646507188, 1e-9))
      #expect(close(animation.progress(at: 1.5), 0.621861869175, 1e-9))
      let linear = Animation(.timing(.linear, duration: 0.5, delay: 0), sdk: .legacy)
      #expect(close(linear.progress(at: 0.1), 0.2, 1e-12))
    }

    /// The fraction of a Bézier's duration is the decimal quotient, correctly rounded: in
    /// binary, 0.15 / 0.2 = 0.7499999999999999, 0.3 / 0.4 the same and 0.07 / 0.1 =
    /// 0.7000000000000001, which moved a sliding edge off a sample it lands on
    /// (traces/slide-edge-lands-on-sample).
    @Test(arguments: [(0.15, 0.2, 0.75), (0.3, 0.4, 0.75), (0.07, 0.1, 0.7), (0.7, 1.4, 0.5)])
    func fractionsOfADurationAreDecimalQuotients(elapsed: Double, duration: Double, exact: Double) {
      let linear = Animation(.timing(.linear, duration: duration, delay: 0), sdk: .ios17)
      #expect(linear.progress(at: elapsed, startedAt: 0) == exact)
      // Started later, the elapsed time is a difference, snapped to the nanosecond first.
      #expect(linear.progress(at: 2.1 + elapsed, startedAt: 2.1) == exact)
    }

    /// SPEC §6: linear progress is elapsed / duration. An elapsed time that is no whole
    /// number of nanoseconds is not a decimal to snap: 0.2500000001234 s of 1 s is
    /// 0.2500000001234, not 0.25.
    @Test func aFractionBelowTheNanosecondIsKept() {
      let linear = Animation(.timing(.linear, duration: 1, delay: 0), sdk: .ios17)
      #expect(linear.progress(at: 0.2500000001234) == 0.2500000001234)
      #expect(linear.progress(at: 2.2500000001234, startedAt: 2) > 0.25)
    }

    @Test("springs resolve from their spec; progress is unclamped until the settle time")
    func spring() {
      let animation = Animation(
        .spring(response: 0.4, dampingFraction: 0.5, delay: 0), sdk: .legacy)
      // Oracle: settle 0.897837128203, x(0.2) = 1.14069967414.
      #expect(close(animation.duration, 0.897837128203, 1e-10))
      #expect(close(animation.progress(at: 0.2), 1.14069967414, 1e-10))
      #expect(animation.progress(at: 0.897837128203 + 1e-9) == 1)
    }

    @Test("a delay holds progress at 0 and adds to the duration")
    func delay() {
      let bezier = Animation(.timing(.easeInOut, duration: 1, delay: 0.5), sdk: .ios17)
      #expect(bezier.delay == 0.5)
      #expect(bezier.duration == 1.5)
      #expect(bezier.progress(at: 0) == 0)
      #expect(bezier.progress(at: 0.3) == 0)
      #expect(bezier.progress(at: 0.5) == 0)
      // easeInOut(0.25) = 0.129161931047 (oracle).
      #expect(close(bezier.progress(at: 0.75), 0.129161931047, 1e-9))
      #expect(bezier.progress(at: 1.5) == 1)

      let spring = Animation(.spring(response: 0.55, dampingFraction: 1, delay: 0.2), sdk: .ios17)
      #expect(close(spring.duration, 0.2 + 0.808248868014, 1e-10))
      #expect(spring.progress(at: 0.15) == 0)
      // x(0.1) = 0.316461214878 (oracle).
      #expect(close(spring.progress(at: 0.3), 0.316461214878, 1e-10))
    }

    @Test("a Bézier animation ends at the decimal sum of its start, delay and duration")
    func decimalEnd() {
      // In binary floating point 0.2 + 0.4 = 0.6000000000000001 and 0.3 + (0.1 + 0.2) =
      // 0.6000000000000001; SPEC §6's sums are exact, so both end at 0.6, where the frame
      // 36/60 is already past the animation (SPEC §7's windows are [start, end)).
      let linear = Animation(.timing(.linear, duration: 0.4, delay: 0), sdk: .ios17)
      #expect(0.2 + 0.4 != 0.6)
      #expect(linear.end(startingAt: 0.2) == 0.6)
      #expect(linear.end(startingAt: 0.2) == FrameClock.time(ofFrame: 36, fps: 60))
      let delayed = Animation(.timing(.linear, duration: 0.2, delay: 0.1), sdk: .ios17)
      #expect(delayed.end(startingAt: 0.3) == 0.6)
      // A sum that is no decimal near a nanosecond stays as it is, and never ends before it
      // starts.
      #expect(linear.end(startingAt: 0.1234567891234) == 0.1234567891234 + 0.4)
      #expect(Animation(.none, sdk: .ios17).end(startingAt: 0.30000000000000004) > 0.3)
      // A spring's settle time is irrational: its end is the plain sum.
      let spring = Animation(.default, sdk: .ios17)
      #expect(spring.end(startingAt: 16383.366075) == 16383.366075 + spring.duration)
    }

    @Test("none is instant: 0 before the start, 1 from it on")
    func none() {
      let animation = Animation(.none, sdk: .ios17)
      #expect(animation.curve == .none)
      #expect(animation.duration == 0)
      #expect(animation.isInstant)
      #expect(animation.progress(at: -0.01) == 0)
      #expect(animation.progress(at: 0) == 1)
      #expect(animation.progress(at: 3) == 1)
    }

    @Test("before the start, progress is 0")
    func beforeStart() {
      for spec in [AnimationSpec.default, .timing(.linear, duration: 1, delay: 0)] {
        for sdk in SDK.allCases {
          #expect(Animation(spec, sdk: sdk).progress(at: -0.5) == 0)
          #expect(Animation(spec, sdk: sdk).progress(at: 0) == 0)
        }
      }
    }

    @Test("zero, negative and non-finite durations and delays count as 0")
    func degenerate() {
      let zero = Animation(.timing(.easeInOut, duration: 0, delay: 0), sdk: .ios17)
      #expect(zero.isInstant)
      #expect(zero.progress(at: 0) == 1)
      let delayedZero = Animation(.timing(.easeInOut, duration: 0, delay: 0.25), sdk: .ios17)
      #expect(!delayedZero.isInstant)
      #expect(delayedZero.progress(at: 0.2) == 0)
      #expect(delayedZero.progress(at: 0.25) == 1)
      let negative = Animation(curve: .bezier(BezierCurve(.linear), duration: -1), delay: .nan)
      #expect(negative.duration == 0 && negative.delay == 0)
    }
  }
}
