extension Scene {
  /// The states some node's `opacity` or `zIndex` reads (SPEC §2.2): setting or animating any
  /// other state changes nothing.
  public var statesRead: Set<String> { states(readBy: [\.opacity, \.zIndex]) }

  /// The states some node's `opacity` reads: the only ones an animation can animate, since
  /// `zIndex` never animates (SPEC §2.2).
  var statesAnimatable: Set<String> { states(readBy: [\.opacity]) }

  /// The states the given values of any node read.
  private func states(readBy values: [KeyPath<SceneNode, StateValue>]) -> Set<String> {
    var names: Set<String> = []
    func visit(_ nodes: [SceneNode]) {
      for node in nodes {
        for value in values {
          if case .conditional(let state, _, _) = node[keyPath: value] { names.insert(state) }
        }
        if case .group(let group) = node.content { visit(group.children) }
      }
    }
    visit(children)
    return names
  }
}
