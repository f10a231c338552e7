import RippleCompositor

/// The characters a ripple is shaded with on the canvas, by its alpha, and the glyph of an
/// occluded ripple's outline.
public enum AlphaShade {
  /// The ramp from faint to opaque.
  public static let ramp: [Character] = ["░", "▒", "▓", "█"]

  /// The outline of an occluded ripple (x-ray).
  public static let outline: Character = "○"

  /// The shade of an alpha; `nil` below SPEC §7's ε (``RippleVisibility/epsilon``), where
  /// nothing reaches the screen.
  public static func character(forAlpha alpha: Double) -> Character? {
    guard alpha >= RippleVisibility.epsilon else { return nil }
    let index = min(Int(alpha * Double(ramp.count)), ramp.count - 1)
    return ramp[max(index, 0)]
  }
}
