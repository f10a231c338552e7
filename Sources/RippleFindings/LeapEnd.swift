import RippleCompositor

/// The frame a leap reached and its composition, which classifies that frame: a reference,
/// so that the analyzer, a value that every step passes along, stays small.
final class LeapEnd {
  /// The frame index.
  let frame: Int
  /// The frame's composition.
  let composition: Composition

  init(frame: Int, composition: Composition) {
    self.frame = frame
    self.composition = composition
  }
}
