import RippleTrace

/// One leaf as painted at an instant, bottom to top (SPEC §4, §7).
public struct PaintedLeaf: Sendable, Equatable {
  /// The node that paints it: the leaf's own name, or the forEach's for a ripple.
  public var node: String
  /// The ripple id, when the leaf is a ripple.
  public var ripple: Int?
  /// Whether the leaf is a removed item still animating out (or inside one).
  public var isRemoved: Bool
  /// The frame after transitions (scale about the center, offset).
  public var frame: Rect
  /// The outline filled inside the frame.
  public var shape: Shape
  /// Fill alpha × its own opacity (transitions included) × every ancestor's opacity.
  public var alpha: Double
  /// The outermost `compositingGroup` above the leaf, which counts as one leaf for ripples
  /// outside it (SPEC §7).
  public var compositingGroup: String?

  /// Creates a painted leaf.
  public init(
    node: String, ripple: Int? = nil, isRemoved: Bool = false, frame: Rect, shape: Shape,
    alpha: Double, compositingGroup: String? = nil
  ) {
    self.node = node
    self.ripple = ripple
    self.isRemoved = isRemoved
    self.frame = frame
    self.shape = shape
    self.alpha = alpha
    self.compositingGroup = compositingGroup
  }

  /// Whether a scene point lies inside the leaf's outline, boundaries included (SPEC §7
  /// coverage): the test the compositor samples with.
  public func covers(x: Double, y: Double) -> Bool {
    Coverage(frame: frame, shape: shape).contains(x: x, y: y)
  }

  /// The leaf's name as `paintOrder` lists it: the node's, or `NAME#ID` for a ripple
  /// (e.g. `ripple#2`, SPEC §1.3).
  public var name: String { Self.name(node: node, ripple: ripple) }

  /// Whether `name` is this leaf's ``name``, told without building it for a scene leaf.
  public func isNamed(_ name: String) -> Bool {
    guard let ripple else { return node == name }
    return name.hasPrefix(node) && name == Self.name(node: node, ripple: ripple)
  }

  /// The name of a node's leaf, or of one of a forEach's ripples: `NAME#ID`.
  static func name(node: String, ripple: Int?) -> String {
    ripple.map { "\(node)#\($0)" } ?? node
  }
}
