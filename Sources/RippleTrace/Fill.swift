/// A fill color: its name as written and its alpha (SPEC §2.1).
public struct Fill: Equatable, Hashable, Sendable {
  /// The color as written: a name such as `gray`, or `#RRGGBB` / `#RRGGBBAA`.
  public var color: String
  /// The color's alpha, 0…1: 1 for names except `clear`, the alpha byte / 255 for hex.
  public var alpha: Double

  /// The one color name that is not opaque (SPEC §2.1), in lowercase.
  static let clearName = "clear"

  /// Whether a color name is `clear`, in any case.
  static func namesClear(_ name: String) -> Bool { name.lowercased() == clearName }

  /// Creates a fill from a color and its alpha.
  public init(color: String, alpha: Double) {
    self.color = color
    self.alpha = alpha
  }
}
