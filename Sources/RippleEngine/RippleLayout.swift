import RippleTrace

/// Where a scene draws its ripples: the forEach node and the groups above it (SPEC §2.1).
///
/// Frames are in scene coordinates; a node without a frame takes its parent's, and the
/// scene's bounds are the outermost frame.
public struct RippleLayout: Sendable, Equatable {
  /// The forEach node.
  public let node: SceneNode
  /// Its content: placement, fill, shape and transition.
  public let content: RippleNode
  /// The groups that contain it, outermost first.
  public let ancestors: [SceneNode]
  /// The frame a child of the innermost containing ZStack defaults to.
  public let parentFrame: Rect
  /// The children of the innermost containing ZStack: the forEach and its siblings.
  public let siblings: [SceneNode]
  /// The forEach's position among ``siblings``.
  public let position: Int
  /// The leaves under ``siblings``, depth first, each with its sibling's position.
  public let siblingLeaves: [SiblingLeaf]

  /// A leaf under a sibling of the forEach.
  public struct SiblingLeaf: Sendable, Equatable {
    /// The leaf's name.
    public let name: String
    /// The position of the sibling it lies under, among ``RippleLayout/siblings``.
    public let sibling: Int
  }

  /// Finds the first forEach in a scene; `nil` when the scene draws no ripples.
  public init?(scene: Scene) {
    guard let found = Self.find(in: scene.children, frame: scene.bounds, ancestors: []) else {
      return nil
    }
    self = found
  }

  private init(
    content: RippleNode, ancestors: [SceneNode], parentFrame: Rect, siblings: [SceneNode],
    position: Int
  ) {
    node = siblings[position]
    self.content = content
    self.ancestors = ancestors
    self.parentFrame = parentFrame
    self.siblings = siblings
    self.position = position
    var leaves: [SiblingLeaf] = []
    for index in siblings.indices {
      siblings[index].forEachLeafName { leaves.append(SiblingLeaf(name: $0, sibling: index)) }
    }
    siblingLeaves = leaves
  }

  private static func find(in nodes: [SceneNode], frame: Rect, ancestors: [SceneNode]) -> Self? {
    for (position, node) in nodes.enumerated() {
      switch node.content {
      case .forEach(let content):
        return Self(
          content: content, ancestors: ancestors, parentFrame: frame, siblings: nodes,
          position: position)
      case .group(let group):
        let inner = find(
          in: group.children, frame: group.frame ?? frame, ancestors: ancestors + [node])
        if let inner { return inner }
      case .leaf:
        continue
      }
    }
    return nil
  }

  /// Where each ripple's leaf goes and its shape.
  public var footprint: Footprint {
    Footprint(placement: content.placement, parentFrame: parentFrame, shape: content.shape)
  }

  /// Where a ripple's leaf goes and its shape, without the layout's nodes: a plain value that
  /// copies without reference counting, for the paths that place ripples at every frame.
  public struct Footprint: Sendable, Equatable {
    /// Where each ripple's leaf goes.
    public let placement: RippleNode.Placement
    /// The frame a `frame` placement without its own frame takes.
    public let parentFrame: Rect
    /// The ripple's shape before transitions.
    public let shape: Shape

    /// The frame of the ripple pressed at a position, before any transition.
    public func frame(pressedAt position: Point) -> Rect {
      switch placement {
      case .press(let radius):
        Rect(
          x: position.x - radius, y: position.y - radius, width: 2 * radius, height: 2 * radius)
      case .frame(let frame):
        frame ?? parentFrame
      }
    }
  }

  /// The transition's active values on insertion and removal, for the ripple's own size.
  public var activeValues: (insertion: TransitionValues, removal: TransitionValues) {
    let size = footprint.frame(pressedAt: Point(x: 0, y: 0))
    return (
      TransitionValues(
        active: content.transition.insertion, width: size.width, height: size.height,
        isInsertion: true),
      TransitionValues(
        active: content.transition.removal, width: size.width, height: size.height,
        isInsertion: false)
    )
  }
}
