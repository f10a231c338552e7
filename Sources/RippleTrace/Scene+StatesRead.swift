extension Scene {
  /// The states some node's `opacity` or `zIndex` reads (SPEC §2.2): setting or animating any
  /// other state changes nothing.
  public var statesRead: Set<String> {
    var names: Set<String> = []
    func visit(_ nodes: [SceneNode]) {
      for node in nodes {
        for value in [node.opacity, node.zIndex] {
          if case .conditional(let state, _, _) = value { names.insert(state) }
        }
        if case .group(let group) = node.content { visit(group.children) }
      }
    }
    visit(children)
    return names
  }
}
