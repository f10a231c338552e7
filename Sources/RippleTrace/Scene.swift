/// The button: a ZStack of `width`×`height` points, clipped to its bounds (SPEC §2).
public struct Scene: Equatable, Sendable {
  /// The range `width` and `height` must lie in.
  public static let sizeRange: ClosedRange<Double> = 1...10000

  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// The ZStack's children, in declaration order (bottom to top when nothing else applies).
  public var children: [SceneNode]
  /// The animation each named state change runs with; states not listed change instantly.
  public var animations: [String: AnimationSpec]

  /// Creates a scene.
  public init(
    width: Double, height: Double, children: [SceneNode],
    animations: [String: AnimationSpec] = [:]
  ) {
    self.width = width
    self.height = height
    self.children = children
    self.animations = animations
  }

  /// The scene's bounds, `(0, 0, width, height)`.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}
