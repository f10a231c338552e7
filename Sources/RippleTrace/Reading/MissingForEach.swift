/// Warns about a scene without a `forEach` node: legal (SPEC §2.1 does not ask for one), but
/// the recorder's records are then never drawn, so no ripple is classified and the findings
/// about records (stuck, wrong one removed, no feedback) concern ripples no one sees: most
/// likely the trace of another view than the button.
enum MissingForEach {
  /// A warning at the header's `scene` when no node of it is a `forEach`; `nil` otherwise.
  static func warning(
    for scene: Scene, inHeader header: JSONValue, file: String, line: Int
  ) -> TraceWarning? {
    guard !scene.children.contains(where: \.holdsForEach) else { return nil }
    return TraceWarning(
      "the scene has no forEach node, so its ripple records are never drawn: "
        + #"add one, such as {"name": "ripple", "forEach": "ripples", "radius": 50, "fill": "gray"}"#,
      at: SourceLocation(file: file, line: line, column: header.member("scene")?.column ?? 1))
  }
}

extension SceneNode {
  /// Whether this node or one below it is the `forEach`.
  fileprivate var holdsForEach: Bool {
    switch content {
    case .leaf: false
    case .group(let group): group.children.contains(where: \.holdsForEach)
    case .forEach: true
    }
  }
}
