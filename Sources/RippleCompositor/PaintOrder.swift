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
    let removedFirst = !hasZIndex || placesRemovedFirst(sdk: sdk)
    if !removedFirst { list.append(currentOf: items) }
    // Removed items by (start, request order), sorted as they come: there are few.
    let removedStart = list.count
    for item in items {
      guard let removal = item.removal else { continue }
      var index = list.count
      list.append(item)
      while index > removedStart, let previous = list[index - 1].removal,
        (removal.startsAt, removal.sequence) < (previous.startsAt, previous.sequence)
      {
        list.swapAt(index, index - 1)
        index -= 1
      }
    }
    if removedFirst { list.append(currentOf: items) }
    guard hasZIndex, !isInZIndexOrder(list.lazy.map(\.zIndex)) else { return list }
    // Sort on (zIndex, position) so the sort is stable whatever the algorithm.
    var keys = list.indices.map { (zIndex: list[$0].zIndex, position: $0) }
    keys.sort { ($0.zIndex, $0.position) < ($1.zIndex, $1.position) }
    return keys.map { list[$0.position] }
  }
}

extension PaintOrder {
  /// Whether rule 2 lists removed items before current ones (`removed + current`, `ios17`),
  /// as rule 1 always does: then a removed item is painted beneath every current item of its
  /// zIndex whichever rule applies. `legacy` lists them after (`current + removed`).
  static func placesRemovedFirst(sdk: SDK) -> Bool { sdk == .ios17 }

  /// Whether items with these zIndexes, in this order, need no zIndex sort: the zIndexes
  /// never decrease. Current items of a ZStack without a forEach (so without removed items)
  /// that pass are already bottom to top under either rule.
  static func isInZIndexOrder(_ zIndexes: some Sequence<Double>) -> Bool {
    var previous = -Double.infinity
    for zIndex in zIndexes {
      guard zIndex >= previous else { return false }
      previous = zIndex
    }
    return true
  }
}

extension Array {
  /// Appends the current (not removed) items of a ZStack, in order.
  fileprivate mutating func append<Payload>(currentOf items: [PaintOrder.Item<Payload>])
  where Element == PaintOrder.Item<Payload> {
    for item in items where item.removal == nil { append(item) }
  }
}
