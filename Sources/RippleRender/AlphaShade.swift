/// The characters a ripple is shaded with on the canvas, by its alpha, and the glyph of an
/// occluded ripple's outline.
public enum AlphaShade {
  /// Below this alpha nothing reaches the screen (SPEC §7: ε = 1/255).
  public static let epsilon = 1.0 / 255

  /// The ramp from faint to opaque.
  public static let ramp: [Character] = ["░", "▒", "▓", "█"]

  /// The outline of an occluded ripple (x-ray).
  public static let outline: Character = "○"

  /// The shade of an alpha; `nil` below ``epsilon``.
  public static func character(forAlpha alpha: Double) -> Character? {
    guard alpha >= epsilon else { return nil }
    let index = min(Int(alpha * Double(ramp.count)), ramp.count - 1)
    return ramp[max(index, 0)]
  }
}
