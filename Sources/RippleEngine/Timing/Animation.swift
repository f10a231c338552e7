import RippleTrace

/// A resolved animation: the SPEC §6 curve, with `default` chosen per SDK, a delay and the
/// resulting duration.
///
/// Times are `elapsed` seconds since the animation started (t − start). Progress runs from
/// 0 to exactly 1 at `duration`; a spring's progress may overshoot 1 before that.
public struct Animation: Sendable, Equatable {
  /// How progress moves once the delay has passed.
  public enum Curve: Sendable, Equatable {
    /// `"none"`: progress jumps to 1 at once.
    case none
    /// A cubic Bézier over `duration` seconds.
    case bezier(BezierCurve, duration: Double)
    /// A spring, lasting until its settle time.
    case spring(Spring)
  }

  /// SPEC §6's `default` for `sdk: ios17`: spring(response 0.55, dampingFraction 1.0).
  public static let ios17DefaultSpring = Spring(response: 0.55, dampingFraction: 1)
  /// SPEC §6's `default` duration for `sdk: legacy`, with the `easeInOut` curve.
  public static let legacyDefaultDuration = 0.35

  /// The curve.
  public let curve: Curve
  /// Seconds progress is held at 0 before the curve starts.
  public let delay: Double
  /// Seconds from start to the end of the animation: `delay` plus the Bézier duration or
  /// the spring's settle time; 0 for `none` (SPEC §6).
  public let duration: Double

  /// Resolves an animation as written in a trace; `default` is SPEC §6's per-SDK default.
  public init(_ spec: AnimationSpec, sdk: SDK) {
    switch spec {
    case .default:
      switch sdk {
      case .ios17: self.init(curve: .spring(Self.ios17DefaultSpring))
      case .legacy:
        self.init(
          curve: .bezier(BezierCurve(.easeInOut), duration: Self.legacyDefaultDuration))
      }
    case .none:
      self.init(curve: .none)
    case .timing(let timing, let duration, let delay):
      self.init(curve: .bezier(BezierCurve(timing), duration: duration), delay: delay)
    case .spring(let response, let dampingFraction, let delay):
      self.init(
        curve: .spring(Spring(response: response, dampingFraction: dampingFraction)),
        delay: delay)
    }
  }

  /// An animation with the given curve after `delay` seconds. A negative or non-finite
  /// delay or Bézier duration counts as 0; a Bézier of duration 0 jumps at the delay's end.
  /// `none` ignores `delay`: it always jumps at once (SPEC §6, duration 0).
  public init(curve: Curve, delay: Double = 0) {
    let delay = Self.nonNegative(delay)
    switch curve {
    case .none:
      self.curve = .none
      self.delay = 0
      self.duration = 0
    case .bezier(let bezier, let duration):
      let duration = Self.nonNegative(duration)
      self.curve = .bezier(bezier, duration: duration)
      self.delay = delay
      self.duration = delay + duration
    case .spring(let spring):
      self.curve = .spring(spring)
      self.delay = delay
      self.duration = delay + spring.settleTime
    }
  }

  /// Whether the animation ends the instant it starts (`duration` == 0, e.g. `"none"`).
  public var isInstant: Bool { duration == 0 }

  /// When the animation ends if it starts at `start`: `start + duration`, taken to be the
  /// nearest nanosecond for a Bézier curve when it lies within rounding error of one.
  /// Instants and Bézier durations are written in decimal, and their sums must be exact
  /// (SPEC §6, §7): 0.2 s + 0.4 s ends at 0.6 s, where binary floating point says
  /// 0.6000000000000001 and would put the frame at 0.6 s inside the animation. A spring's
  /// settle time is irrational, so its end is kept as it is.
  @inline(__always)
  public func end(startingAt start: Double) -> Double {
    let end = start + duration
    guard case .bezier = curve, duration > 0 else { return end }
    return max(start, Self.nearestNanosecond(to: end, within: 4 * end.ulp))
  }

  /// The progress, from 0 to 1, at `time` of the animation started at `start` (SPEC §6).
  ///
  /// 0 before the start and during the delay; exactly 1 from `duration` on (so `"none"` is 1
  /// from the start). In between, a Bézier's `value((elapsed − delay) / curve duration)` or
  /// a spring's unclamped `x(elapsed − delay)`, which may overshoot 1.
  ///
  /// The elapsed time, and the time past the delay, are differences of decimal numbers, each
  /// taken to be the nearest nanosecond when it lies within the rounding error of the
  /// subtraction, for a Bézier curve and for a delayed spring: a tap from 0.05 s to 0.15 s
  /// lasts exactly 0.1 s, half a 0.2 s insertion, where binary floating point says
  /// 0.09999999999999999 and a progress below 0.5; and a spring delayed 0.05 s from 0.5 s is
  /// still at 0 at 0.55 s, where 0.55 − 0.5 − 0.05 says 4e-17 s past the delay and a
  /// progress of 1e-16. An undelayed spring is taken as it is: its progress is irrational, and
  /// its start is an instant as the trace writes it. A Bézier's fraction of its duration is
  /// the quotient of the two in whole nanoseconds: 0.15 s of 0.2 s is 0.75, where binary
  /// floating point says 0.7499999999999999 and an edge moved by it misses a sample it lands
  /// on (SPEC §7's edges are inclusive).
  public func progress(at time: Double, startedAt start: Double) -> Double {
    let isDecimal = delay > 0 || { if case .bezier = curve { true } else { false } }()
    let elapsed =
      isDecimal
      ? Self.nearestNanosecond(to: time - start, within: 4 * max(abs(time), abs(start)).ulp)
      : time - start
    guard elapsed >= 0 else { return 0 }
    if elapsed >= duration { return 1 }
    let local =
      isDecimal
      ? Self.nearestNanosecond(to: elapsed - delay, within: 4 * elapsed.ulp) : elapsed
    guard local >= 0 else { return 0 }
    switch curve {
    case .none:
      return 1
    case .bezier(let bezier, let curveDuration):
      return bezier.value(at: Self.fraction(local, of: curveDuration))
    case .spring(let spring):
      return spring.value(at: local)
    }
  }

  /// The highest progress reached from the start until `time`, `time` included: the
  /// progress at `time`, or at an under-damped spring's first peak when that comes earlier
  /// (``Spring/firstPeakTime``). Every curve rises until then: the Bézier curves and the
  /// other springs never fall, and `"none"` jumps to 1 at once.
  public func highestProgress(until time: Double, startedAt start: Double) -> Double {
    guard case .spring(let spring) = curve, let peak = spring.firstPeakTime else {
      return progress(at: time, startedAt: start)
    }
    return progress(at: min(time, start + delay + peak), startedAt: start)
  }

  /// The progress `elapsed` seconds after the animation started:
  /// ``progress(at:startedAt:)`` from a start at 0.
  public func progress(at elapsed: Double) -> Double {
    progress(at: elapsed, startedAt: 0)
  }

  /// `part / whole`, as the quotient of their counts of nanoseconds when both are whole
  /// nanoseconds (exact integers in a double below 1e6 s): the correctly rounded value of the
  /// decimal quotient.
  @inline(__always)
  private static func fraction(_ part: Double, of whole: Double) -> Double {
    let (parts, wholes) = ((part * 1e9).rounded(), (whole * 1e9).rounded())
    guard abs(whole) < 1e6, wholes > 0, parts / 1e9 == part, wholes / 1e9 == whole else {
      return part / whole
    }
    return parts / wholes
  }

  /// `value`, or the nearest whole nanosecond when it lies within `tolerance` of one.
  @inline(__always)
  private static func nearestNanosecond(to value: Double, within tolerance: Double) -> Double {
    guard abs(value) < 1e6 else { return value }
    let nanosecond = (value * 1e9).rounded() / 1e9
    return abs(nanosecond - value) <= tolerance ? nanosecond : value
  }

  /// Whether ``progress(at:)`` never leaves 0…1: true for the Bézier curves (their control
  /// points' y lie in 0…1) and for springs that do not overshoot (dampingFraction ≥ 1).
  public var staysWithinUnitProgress: Bool {
    switch curve {
    case .none, .bezier: true
    case .spring(let spring): spring.dampingFraction >= 1
    }
  }

  /// `value` if it is finite and positive, else 0.
  private static func nonNegative(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}
