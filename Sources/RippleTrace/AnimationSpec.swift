/// An animation as written in a trace (SPEC §6).
public enum AnimationSpec: Equatable, Hashable, Sendable {
  /// `"default"`: a spring (ios17) or easeInOut(0.35) (legacy).
  case `default`
  /// `"none"`: jump to the target at once.
  case none
  /// A cubic Bézier timing curve over `duration` seconds after `delay`.
  case timing(TimingCurve, duration: Double, delay: Double)
  /// A spring with SwiftUI's `response` and `dampingFraction`, after `delay`.
  case spring(response: Double, dampingFraction: Double, delay: Double)

  /// The longest duration, delay or spring settle time a trace may ask for, in seconds.
  public static let maximumSeconds = 3600.0
  /// The default `duration` of a timing curve [A].
  public static let defaultDuration = 0.35
  /// The default spring `response` [A].
  public static let defaultResponse = 0.5
  /// The default spring `dampingFraction` [A].
  public static let defaultDampingFraction = 0.825
}

/// The four cubic Bézier curves of SPEC §6.
public enum TimingCurve: String, Equatable, Hashable, Sendable, CaseIterable {
  /// (0,0)(1,1).
  case linear
  /// (0.42,0)(1,1).
  case easeIn
  /// (0,0)(0.58,1).
  case easeOut
  /// (0.42,0)(0.58,1).
  case easeInOut
}
