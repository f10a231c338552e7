/// An axis-aligned rectangle in scene points, origin top-left, y down.
public struct Rect: Equatable, Hashable, Sendable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width, ≥ 0.
  public var width: Double
  /// Height, ≥ 0.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The horizontal center.
  public var midX: Double { x + width / 2 }
  /// The vertical center.
  public var midY: Double { y + height / 2 }
}

/// The outline a leaf fills inside its frame (SPEC §2.1).
public enum Shape: Equatable, Hashable, Sendable {
  /// The whole frame.
  case rect
  /// The frame with rounded corners.
  case roundedRect(cornerRadius: Double)
  /// The circle inscribed in the frame, diameter min(width, height), centered.
  case circle
}

/// A fill color: its name as written and its alpha (SPEC §2.1).
public struct Fill: Equatable, Hashable, Sendable {
  /// The color as written: a name such as `gray`, or `#RRGGBB` / `#RRGGBBAA`.
  public var color: String
  /// The color's alpha, 0…1: 1 for names except `clear`, the alpha byte / 255 for hex.
  public var alpha: Double

  /// Creates a fill from a color and its alpha.
  public init(color: String, alpha: Double) {
    self.color = color
    self.alpha = alpha
  }
}

/// A number that may depend on a named boolean state (SPEC §2.1, §2.2).
public enum StateValue: Equatable, Hashable, Sendable {
  /// A fixed number.
  case constant(Double)
  /// `{"when": state, "then": a, "else": b}`.
  case conditional(state: String, then: Double, else: Double)

  /// Whether the value depends on a state: only then can a state change or animate it.
  public var readsState: Bool {
    if case .conditional = self { true } else { false }
  }

  /// The value for a given state lookup.
  public func value(states: (String) -> Bool) -> Double {
    switch self {
    case .constant(let value): value
    case .conditional(let state, let then, let otherwise): states(state) ? then : otherwise
    }
  }
}
