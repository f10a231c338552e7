/// Warns about a fill whose color name is a near miss of `clear`, the one name that is not
/// opaque (SPEC §2.1): legal, since any other name is an opaque color, but a leaf meant to be
/// transparent then hides what lies beneath it, which changes every classification there.
enum ClearLookalikes {
  /// A warning at the first fill of a header's scene whose name is within two edits of
  /// `clear` (in any case) without being it, counting the others; `nil` when there is none.
  static func warning(inHeader header: JSONValue, file: String, line: Int) -> TraceWarning? {
    var lookalikes: [JSONValue] = []
    collect(inNodesOf: header.member("scene"), into: &lookalikes)
    guard let first = lookalikes.first, case .string(let name) = first.kind else { return nil }
    let others = lookalikes.count - 1
    return TraceWarning(
      "fill \(JSONText.string(name)) is an opaque color (every name but \"clear\" is): "
        + "did you mean \"clear\"?"
        + (others > 0 ? " (\(others) more fill\(others == 1 ? "" : "s") like it)" : ""),
      at: SourceLocation(file: file, line: line, column: first.column))
  }

  /// Adds the lookalike fills of a node's children and their descendants, in file order.
  private static func collect(inNodesOf node: JSONValue?, into lookalikes: inout [JSONValue]) {
    guard case .array(let children)? = node?.member("children")?.kind else { return }
    for child in children {
      if let fill = child.member("fill"), case .string(let name) = fill.kind,
        !Fill.namesClear(name),
        KeySuggestion.closest(to: name.lowercased(), in: [Fill.clearName]) != nil
      {
        lookalikes.append(fill)
      }
      collect(inNodesOf: child, into: &lookalikes)
    }
  }
}
