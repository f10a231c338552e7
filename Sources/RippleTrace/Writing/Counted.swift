/// A count and its noun, plural but for one: `1 run`, `2 runs`, `3 malformed traces`.
public func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
