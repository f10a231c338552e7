import RippleTrace

extension Fix {
  /// The header with the fix applied: the what-if trace the tool re-simulates (SPEC §7).
  public func applied(to header: TraceHeader) -> TraceHeader {
    var fixed = header
    switch self {
    case .zIndex(let node, let value):
      fixed.scene.children = Self.updating(node, in: header.scene.children) {
        $0.zIndex = .constant(value)
      }
    case .removal(let policy):
      fixed.recorder.removal = policy
    case .cancelRemoves:
      fixed.recorder.cancel = .remove
    case .exitWaitsForEnter:
      fixed.recorder.exitWaitsForEnter = true
    case .opacityRemoval:
      fixed.scene.children = Self.updatingForEach(in: header.scene.children) {
        let kept = $0.transition.removal.filter { $0 != .identity }
        $0.transition.removal = kept.isEmpty ? [.opacity] : kept
      }
    case .animatedRemoval:
      fixed.recorder.upAnimation = .default
    case .maxLive(let count):
      fixed.recorder.maxLive = count
    case .all(let fixes):
      fixed = fixes.reduce(header) { $1.applied(to: $0) }
    }
    return fixed
  }

  private static func updating(
    _ name: String, in nodes: [SceneNode], _ change: (inout SceneNode) -> Void
  ) -> [SceneNode] {
    nodes.map { node in
      var node = node
      if node.name == name { change(&node) }
      if case .group(var group) = node.content {
        group.children = updating(name, in: group.children, change)
        node.content = .group(group)
      }
      return node
    }
  }

  private static func updatingForEach(
    in nodes: [SceneNode], _ change: (inout RippleNode) -> Void
  ) -> [SceneNode] {
    nodes.map { node in
      var node = node
      switch node.content {
      case .forEach(var content):
        change(&content)
        node.content = .forEach(content)
      case .group(var group):
        group.children = updatingForEach(in: group.children, change)
        node.content = .group(group)
      case .leaf:
        break
      }
      return node
    }
  }
}
