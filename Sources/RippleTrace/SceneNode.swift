/// One child of a ZStack: a leaf, a nested group or the ripples' forEach (SPEC §2.1).
public struct SceneNode: Equatable, Sendable {
  /// The node's unique name, used in paint orders and findings.
  public var name: String
  /// The node's opacity, 0…1, possibly driven by a state.
  public var opacity: StateValue
  /// The node's zIndex, possibly driven by a state (never animated).
  public var zIndex: StateValue
  /// What the node draws.
  public var content: Content

  /// Creates a node.
  public init(
    name: String, opacity: StateValue = .constant(1), zIndex: StateValue = .constant(0),
    content: Content
  ) {
    self.name = name
    self.opacity = opacity
    self.zIndex = zIndex
    self.content = content
  }

  /// What a node draws.
  public enum Content: Equatable, Sendable {
    /// A single filled shape.
    case leaf(Leaf)
    /// A nested ZStack.
    case group(Group)
    /// One leaf per live ripple record.
    case forEach(RippleNode)
  }
}

/// A filled shape (SPEC §2.1 leaf).
public struct Leaf: Equatable, Sendable {
  /// The fill color and its alpha.
  public var fill: Fill
  /// The outline drawn inside the frame.
  public var shape: Shape
  /// The frame; `nil` means the parent's bounds.
  public var frame: Rect?

  /// Creates a leaf.
  public init(fill: Fill, shape: Shape = .rect, frame: Rect? = nil) {
    self.fill = fill
    self.shape = shape
    self.frame = frame
  }
}

/// A nested ZStack with its own paint order (SPEC §2.1 group).
public struct Group: Equatable, Sendable {
  /// The group's children in declaration order.
  public var children: [SceneNode]
  /// The default frame of the children; `nil` means the parent's bounds.
  public var frame: Rect?
  /// Whether the group is composited first and its opacity applied once.
  public var compositingGroup: Bool

  /// Creates a group.
  public init(children: [SceneNode], frame: Rect? = nil, compositingGroup: Bool = false) {
    self.children = children
    self.frame = frame
    self.compositingGroup = compositingGroup
  }
}

/// `ForEach(ripples)`: one leaf per live ripple record (SPEC §2.1 forEach).
public struct RippleNode: Equatable, Sendable {
  /// Where each ripple's leaf is placed.
  public var placement: Placement
  /// The ripple's fill.
  public var fill: Fill
  /// The ripple's shape: a circle for `press` placement unless stated.
  public var shape: Shape
  /// How a ripple enters and leaves.
  public var transition: Transition

  /// Creates a forEach node.
  public init(placement: Placement, fill: Fill, shape: Shape, transition: Transition = .opacity) {
    self.placement = placement
    self.fill = fill
    self.shape = shape
    self.transition = transition
  }

  /// Where a ripple's leaf goes.
  public enum Placement: Equatable, Sendable {
    /// A `2·radius` square centered on the press position (`"at": "press"`).
    case press(radius: Double)
    /// A fixed frame that ignores the press (`"at": "frame"`); `nil` is the parent's bounds.
    case frame(Rect?)
  }
}

extension SceneNode {
  /// The names of the leaves of this node's subtree, depth first in declaration order (a
  /// forEach's ripples are not scene leaves).
  public var leafNames: [String] {
    var names: [String] = []
    forEachLeafName { names.append($0) }
    return names
  }

  /// Calls `body` with the name of each leaf of this node's subtree, depth first in
  /// declaration order, without gathering them in an array per group.
  public func forEachLeafName(_ body: (String) -> Void) {
    switch content {
    case .leaf: body(name)
    case .group(let group): for child in group.children { child.forEachLeafName(body) }
    case .forEach: break
    }
  }
}

extension Scene {
  /// The names of every leaf of the scene, depth first in declaration order.
  public var leafNames: [String] {
    var names: [String] = []
    for child in children { child.forEachLeafName { names.append($0) } }
    return names
  }
}
