import RippleTrace

/// A node a zIndex fix paints above siblings that were painted above it.
public struct PaintedAbove: Sendable, Equatable, CustomStringConvertible {
  /// The node the fix raises.
  public var node: String
  /// Its siblings painted above it before the fix and beneath it after, in declaration order.
  public var siblings: [String]

  /// Creates one.
  public init(node: String, siblings: [String]) {
    self.node = node
    self.siblings = siblings
  }

  /// `paints 'ripple' above 'label' and 'dim', which were painted above it`.
  public var description: String {
    "paints '\(node)' above \(Explanations.quotedList(siblings)), "
      + (siblings.count == 1 ? "which was" : "which were") + " painted above it"
  }
}

extension Fix {
  /// What a zIndex fix changes in the scene's paint order, for the finding it removes and any
  /// other press alike: for each node it raises, the siblings painted above that node before
  /// and beneath it after (SPEC §4: current items
  /// stable-sorted by zIndex, in declaration order), each zIndex as every state false leaves
  /// it, at the start of a trace. Empty for the other fixes.
  public func paintsAbove(in scene: Scene) -> [PaintedAbove] {
    switch self {
    case .zIndex(let name, let value):
      guard let siblings = Self.siblings(of: name, in: scene.children),
        let index = siblings.firstIndex(where: { $0.name == name })
      else { return [] }
      let atStart = { (node: SceneNode) in node.zIndex.value { _ in false } }
      let own = atStart(siblings[index])
      let lowered = siblings.indices.filter { other in
        let zIndex = atStart(siblings[other])
        let wasAbove = zIndex > own || (zIndex == own && other > index)
        let isBeneath = zIndex < value || (zIndex == value && other < index)
        return wasAbove && isBeneath
      }
      return lowered.isEmpty
        ? [] : [PaintedAbove(node: name, siblings: lowered.map { siblings[$0].name })]
    case .all(let fixes):
      return fixes.flatMap { $0.paintsAbove(in: scene) }
    case .removal, .cancelRemoves, .exitWaitsForEnter, .opacityRemoval, .animatedRemoval,
      .maxLive:
      return []
    }
  }

  /// The children of the scene or group that declares a node, the node among them.
  private static func siblings(of name: String, in nodes: [SceneNode]) -> [SceneNode]? {
    if nodes.contains(where: { $0.name == name }) { return nodes }
    for node in nodes {
      if case .group(let group) = node.content,
        let siblings = siblings(of: name, in: group.children)
      {
        return siblings
      }
    }
    return nil
  }
}
