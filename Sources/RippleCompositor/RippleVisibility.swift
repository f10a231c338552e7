import RippleTrace

/// How much of one ripple reaches the screen at an instant (SPEC §7).
public struct RippleVisibility: Sendable, Equatable {
  /// The ripple id.
  public var ripple: Int
  /// `visible`, `partial`, `occluded` or `faded`.
  public var classification: Visibility
  /// The ripple's alpha α.
  public var alpha: Double
  /// The mean of T over the disk's samples; `nil` when the disk covers no sample.
  public var transmittance: Double?
  /// The leaf that hides it (SPEC §7 choice); `nil` when none does.
  public var occluder: String?

  /// Creates a result.
  public init(
    ripple: Int, classification: Visibility, alpha: Double, transmittance: Double?,
    occluder: String?
  ) {
    self.ripple = ripple
    self.classification = classification
    self.alpha = alpha
    self.transmittance = transmittance
    self.occluder = occluder
  }
}
