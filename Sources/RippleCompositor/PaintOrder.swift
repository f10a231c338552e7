import RippleTrace

/// The paint order of one ZStack's items (SPEC §4).
///
/// Items are the ZStack's children; the forEach contributes one item per ripple record.
/// Current items come in declaration order; a *removed item* (a record whose removal has
/// started and that is not gone) keeps the zIndex it had when removed.
enum PaintOrder {
  /// One item of a ZStack.
  struct Item<Payload> {
    /// What to paint.
    var payload: Payload
    /// The item's zIndex (for a removed item, its zIndex when removed).
    var zIndex: Double
    /// For a removed item, when its removal started and the order removals were asked in.
    var removal: (startsAt: Double, sequence: Int)?
  }

  /// The items bottom to top.
  ///
  /// - Parameters:
  ///   - items: The current items in declaration order, and the removed items in any order.
  ///   - sdk: Which list goes first before the zIndex sort (rule 2).
  /// - Returns: Rule 1 when no item has a non-zero zIndex: removed items (earliest removal
  ///   first, ties by request order), then current items in declaration order. Otherwise
  ///   rule 2: `removed + current` (`ios17`) or `current + removed` (`legacy`), stably sorted
  ///   by zIndex ascending.
  static func arrange<Payload>(_ items: [Item<Payload>], sdk: SDK) -> [Item<Payload>] {
    let hasZIndex = items.contains { $0.zIndex != 0 }
    let hasRemoved = items.contains { $0.removal != nil }
    if !hasZIndex && !hasRemoved { return items }  // Rule 1 with only current items.
    var list: [Item<Payload>] = []
    list.reserveCapacity(items.count)
    let removedFirst = !hasZIndex || sdk == .ios17
    if !removedFirst { list += items.lazy.filter { $0.removal == nil } }
    let removedStart = list.count
    list += items.lazy.filter { $0.removal != nil }
    list[removedStart...].sort { lhs, rhs in
      guard let left = lhs.removal, let right = rhs.removal else { return false }
      return (left.startsAt, left.sequence) < (right.startsAt, right.sequence)
    }
    if removedFirst { list += items.lazy.filter { $0.removal == nil } }
    guard hasZIndex, zip(list, list.dropFirst()).contains(where: { $0.zIndex > $1.zIndex }) else {
      return list
    }
    // Sort on (zIndex, position) so the sort is stable whatever the algorithm.
    return list.enumerated()
      .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
      .map(\.element)
  }
}
