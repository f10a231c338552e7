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

/// A position in scene points; it may lie outside the bounds.
public struct Point: Equatable, Hashable, Sendable {
  /// Horizontal position.
  public var x: Double
  /// Vertical position, y down.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
