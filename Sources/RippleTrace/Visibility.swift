/// How much of a ripple reaches the screen (SPEC §7).
public enum Visibility: String, Equatable, Sendable, CaseIterable {
  /// Nothing in front of it.
  case visible
  /// Partly covered or seen through something.
  case partial
  /// Nothing of it reaches the screen.
  case occluded
  /// Transparent or covering no sample.
  case faded
}
