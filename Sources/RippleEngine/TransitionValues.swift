import RippleTrace

/// The modifiers a transition animates: opacity, scale about the center and an offset
/// (SPEC §5).
public struct TransitionValues: Sendable, Equatable {
  /// Opacity factor.
  public var opacity: Double
  /// Scale factor about the view's center.
  public var scale: Double
  /// Horizontal offset in points.
  public var dx: Double
  /// Vertical offset in points.
  public var dy: Double

  /// Creates values.
  public init(opacity: Double, scale: Double, dx: Double, dy: Double) {
    self.opacity = opacity
    self.scale = scale
    self.dx = dx
    self.dy = dy
  }

  /// No modification.
  public static let identity = TransitionValues(opacity: 1, scale: 1, dx: 0, dy: 0)

  /// The active value of combined effects for a view of the given own size: opacities and
  /// scales multiply, offsets add (SPEC §5).
  /// - Parameter isInsertion: `slide` enters from the leading edge and leaves to the trailing.
  public init(active effects: [TransitionEffect], width: Double, height: Double, isInsertion: Bool)
  {
    self = .identity
    for effect in effects {
      switch effect {
      case .opacity: opacity = 0
      case .scale(let factor): scale *= factor
      case .slide: dx += isInsertion ? -width : width
      case .move(.leading): dx -= width
      case .move(.trailing): dx += width
      case .move(.top): dy -= height
      case .move(.bottom): dy += height
      case .identity, .keepAlive: break
      }
    }
  }

  /// No offset: what the remaining offsets of animations add up from.
  static let noOffset = TransitionValues(opacity: 0, scale: 0, dx: 0, dy: 0)

  /// `self + offset`, value by value.
  func adding(_ offset: TransitionValues) -> TransitionValues {
    TransitionValues(
      opacity: opacity + offset.opacity, scale: scale + offset.scale, dx: dx + offset.dx,
      dy: dy + offset.dy)
  }

  /// `self + (from − to) × remaining`: adds an animation's remaining offset (SPEC §6,
  /// additive interruption).
  func adding(from: TransitionValues, to: TransitionValues, remaining: Double) -> TransitionValues {
    TransitionValues(
      opacity: opacity + (from.opacity - to.opacity) * remaining,
      scale: scale + (from.scale - to.scale) * remaining,
      dx: dx + (from.dx - to.dx) * remaining,
      dy: dy + (from.dy - to.dy) * remaining)
  }
}
