/// The analyzer's watches, one per live ripple, kept in id order.
///
/// Shaped like the `[Int: RippleWatch]` it replaces, but looked up by binary search over a
/// few live ids instead of hashing (the analyzer looks watches up several times per ripple
/// per event), and changed in place through ``values`` (a watch is a large value).
struct WatchTable {
  /// The ids, ascending.
  private var ids: [Int] = []
  /// The watches, in the order of ``ids``; change them in place through ``index(forKey:)``.
  var values: [RippleWatch] = []

  /// How many ripples are watched.
  var count: Int { ids.count }

  /// Where a ripple's watch is in ``values``, if it is watched.
  func index(forKey id: Int) -> Int? {
    let index = insertionIndex(of: id)
    return index < ids.count && ids[index] == id ? index : nil
  }

  /// The seal of the watch at an index (reading `values[index].seal` inline in the analyzer's
  /// loops copied the whole watch first).
  func seal(at index: Int) -> RippleWatch.Seal? {
    values[index].seal
  }

  /// Starts watching a ripple that is not watched yet.
  /// - Returns: The index of its watch in ``values``.
  mutating func append(_ watch: RippleWatch, for id: Int) -> Int {
    let index = insertionIndex(of: id)
    ids.insert(id, at: index)
    values.insert(watch, at: index)
    return index
  }

  /// Stops watching a ripple.
  /// - Returns: Its watch, if it was watched.
  mutating func removeValue(forKey id: Int) -> RippleWatch? {
    guard let index = index(forKey: id) else { return nil }
    ids.remove(at: index)
    return values.remove(at: index)
  }

  /// The first position whose id is not below `id` (new ripples, the newest, go last).
  private func insertionIndex(of id: Int) -> Int {
    if let last = ids.last, last < id { return ids.count }
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      if ids[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
