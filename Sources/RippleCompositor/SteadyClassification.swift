import RippleTrace

/// What a stretch of frames is known to keep of a ripple's classification
/// (``Composition/classification(ofRipple:throughout:keeps:)``).
public enum SteadyClassification: Sendable, Equatable {
  /// The classification itself.
  case classified(Visibility)
  /// Only that it is occluded.
  case occluded
  /// Only that it is not occluded.
  case notOccluded
}
