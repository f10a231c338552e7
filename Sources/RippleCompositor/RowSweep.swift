import RippleTrace

/// The fast path of SPEC §7: per row of samples, every outline covers one run of columns
/// (all outlines are convex), so the row splits into pieces on which the covering leaves,
/// and therefore T(p) and every factor, are constant.
///
/// Coverage runs come from ``Coverage/columns(onRow:within:)``, which agrees exactly with the
/// per-sample predicate, and statistics from ``SampleStatistics/add(samples:covered:of:)``,
/// as in ``Sampler``; so classification and occluder agree exactly with the sampler, and sums
/// differ only by rounding. Consecutive rows with the same runs are computed once.
enum RowSweep {
  /// The statistics of every disk sample.
  /// - Complexity: O(rows × leaves × log leaves) for the runs, plus O(pieces × leaves).
  static func statistics(of overlay: Overlay) -> SampleStatistics {
    var total = SampleStatistics(layerCount: overlay.layers.count)
    guard case (let rows, let sceneColumns)? = extent(of: overlay) else { return total }
    var sweep = Sweep(overlay: overlay)
    var row = SampleStatistics(layerCount: overlay.layers.count)
    var repeats = 0
    for rowIndex in rows {
      sweep.computeRuns(row: rowIndex, sceneColumns: sceneColumns)
      if repeats > 0 && sweep.runsRepeat {
        repeats += 1
        continue
      }
      total.merge(row, times: repeats)
      row.reset()
      sweep.forEachPiece { samples, covered in
        row.add(samples: samples, covered: covered, of: overlay)
        return true
      }
      repeats = 1
    }
    total.merge(row, times: repeats)
    return total
  }

  /// The occluder ``statistics(of:)`` gives when every layer is a single leaf and none
  /// occludes the ripple by itself (``Overlay/singleLeafOccluder`` is `nil`), from how many of
  /// the disk's samples each covers: a leaf's factor is 1 − α_L where it covers and 1
  /// elsewhere, so its Σ (1 − factor) is that count times (1 − (1 − α_L)). Sums differ from
  /// the pieces' by rounding only, far within ``RippleVisibility/tieTolerance``.
  /// - Complexity: O(rows × leaves), without the statistics' pieces.
  static func singleLeafLayersOccluder(of overlay: Overlay) -> String? {
    guard case (let rows, let sceneColumns)? = extent(of: overlay) else { return nil }
    var sweep = Sweep(overlay: overlay)
    var covered = Array(repeating: 0, count: overlay.members.count)
    for rowIndex in rows {
      sweep.computeRuns(row: rowIndex, sceneColumns: sceneColumns)
      for member in covered.indices {
        covered[member] += sweep.run(of: member + 1)?.count ?? 0
      }
    }
    // Member `i` is layer `i` (``Overlay/layersAreSingleLeaves``).
    let hiddenSums = overlay.members.indices.map { member in
      Double(covered[member]) * (1 - overlay.members[member].factor)
    }
    return RippleVisibility.mostHidingLayer(overlay: overlay, hiddenSums: hiddenSums)
  }

  /// The SPEC §7 classification alone, equal to the one ``statistics(of:)`` gives, stopping
  /// as soon as one sample lets the ripple reach the screen (α · T(p) ≥ ε) and one is covered
  /// (T(p) < 1 − ε): then it is `partial`, whatever the other samples show.
  static func classification(of overlay: Overlay) -> Visibility {
    let seen = scan(overlay) { $0.reachesScreen && $0.isCovered }
    guard seen.hasSample, overlay.alpha >= RippleVisibility.epsilon else { return .faded }
    if !seen.reachesScreen { return .occluded }
    return seen.isCovered ? .partial : .visible
  }

  /// Whether the ripple is `occluded` (SPEC §7), stopping at the first sample that lets it
  /// reach the screen.
  static func isOccluded(_ overlay: Overlay) -> Bool {
    let seen = scan(overlay) { $0.reachesScreen }
    return seen.hasSample && overlay.alpha >= RippleVisibility.epsilon && !seen.reachesScreen
  }

  /// What the samples show so far: whether the disk has one, whether one lets the ripple
  /// reach the screen and whether one is covered.
  private struct Seen {
    var hasSample = false
    var reachesScreen = false
    var isCovered = false
  }

  /// Visits the disk's samples a piece at a time, every eighth row first, until `isEnough`
  /// says what has been seen settles the question. A row whose runs repeat those of the row
  /// visited before it shows nothing new and is skipped; one that ``blockers(in:)`` cover from
  /// end to end is taken whole, without its pieces.
  private static func scan(_ overlay: Overlay, until isEnough: (Seen) -> Bool) -> Seen {
    var seen = Seen()
    guard case (let rows, let sceneColumns)? = extent(of: overlay) else { return seen }
    let epsilon = RippleVisibility.epsilon
    var sweep = Sweep(overlay: overlay)
    let blockers = blockers(in: overlay)
    // Every eighth row first, so that rows far apart are seen early. Two plain loops: a lazy
    // flattened sequence of the strides would retain and release its offsets at every row.
    for offset in rowOffsets {
      let rowIndices = stride(
        from: rows.lowerBound + offset, through: rows.upperBound, by: rowOffsets.count)
      for rowIndex in rowIndices {
        sweep.computeRuns(row: rowIndex, sceneColumns: sceneColumns)
        if sweep.runsRepeat { continue }
        if !blockers.isEmpty, sweep.isCovered(byUnionOf: blockers) {
          // No sample of the row reaches the screen, and every one is covered.
          seen.hasSample = true
          seen.isCovered = true
          if isEnough(seen) { return seen }
          continue
        }
        var isSettled = false
        sweep.forEachPiece { _, covered in
          let transmittance = overlay.transmittance(covered: covered)
          seen.hasSample = true
          seen.reachesScreen = seen.reachesScreen || overlay.alpha * transmittance >= epsilon
          seen.isCovered = seen.isCovered || transmittance < RippleVisibility.oneMinusEpsilon
          isSettled = isEnough(seen)
          return !isSettled
        }
        if isSettled { return seen }
      }
    }
    return seen
  }

  /// The rows of samples the disk may cover and the scene's columns; `nil` when either has
  /// none.
  private static func extent(of overlay: Overlay)
    -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)?
  {
    guard let rows = overlay.grid.candidateRows(minY: overlay.disk.minY, maxY: overlay.disk.maxY),
      let columns = overlay.grid.columnRange
    else { return nil }
    return (rows, columns)
  }

  /// The order ``scan(_:until:)`` visits rows in, by their offset in each run of eight.
  private static let rowOffsets = [4, 0, 2, 6, 1, 3, 5, 7]

  /// The members that each hide the ripple by themselves and cover what they hide: single
  /// leaves with α · (1 − α_L) < ε and 1 − α_L < 1 − ε. T(p) is at most a covering one's
  /// factor, so wherever one covers p the ripple does not reach the screen and p is covered.
  private static func blockers(in overlay: Overlay) -> [Int] {
    let epsilon = RippleVisibility.epsilon
    return overlay.layers.compactMap { layer in
      guard let leaf = overlay.soleLeaf(of: layer) else { return nil }
      return overlay.alpha * leaf.factor < epsilon && leaf.factor < RippleVisibility.oneMinusEpsilon
        ? layer.members.lowerBound : nil
    }
  }

  /// The reusable buffers of one sweep.
  private struct Sweep {
    let overlay: Overlay
    /// The disk's run on the row, then every member's, clipped to the disk's
    /// (`low > high` when empty); and the previous row's, to spot repeats.
    var low: [Int]
    var high: [Int]
    var previousLow: [Int]
    var previousHigh: [Int]
    var breaks: [Int] = []
    var covered: [Bool]

    init(overlay: Overlay) {
      self.overlay = overlay
      let count = overlay.members.count + 1
      low = Array(repeating: 1, count: count)
      high = Array(repeating: 0, count: count)
      previousLow = low
      previousHigh = high
      covered = Array(repeating: false, count: overlay.members.count)
      breaks.reserveCapacity(2 * count)
    }

    /// Whether this row's runs equal the previous row's.
    var runsRepeat: Bool { low == previousLow && high == previousHigh }

    /// The disk's run on this row (index 0) or a member's (index `member + 1`), clipped to
    /// the disk's; `nil` when empty.
    func run(of index: Int) -> ClosedRange<Int>? {
      low[index] <= high[index] ? low[index]...high[index] : nil
    }

    /// Whether the runs of some members cover the whole of the disk's run on this row (which
    /// is not empty).
    func isCovered(byUnionOf members: [Int]) -> Bool {
      guard low[0] <= high[0] else { return false }
      var next = low[0]  // The first column not known to be covered.
      var grew = true
      while next <= high[0] && grew {
        grew = false
        for member in members where low[member + 1] <= next && next <= high[member + 1] {
          next = high[member + 1] + 1
          grew = true
        }
      }
      return next > high[0]
    }

    /// Finds the runs of a row, keeping the previous row's.
    mutating func computeRuns(row: Int, sceneColumns: ClosedRange<Int>) {
      swap(&low, &previousLow)
      swap(&high, &previousHigh)
      guard let diskRun = overlay.disk.columns(onRow: row, within: sceneColumns) else {
        for index in low.indices {
          low[index] = 1
          high[index] = 0
        }
        return
      }
      low[0] = diskRun.lowerBound
      high[0] = diskRun.upperBound
      for (index, member) in overlay.members.enumerated() {
        if let run = member.coverage.columns(onRow: row, within: diskRun) {
          low[index + 1] = run.lowerBound
          high[index + 1] = run.upperBound
        } else {
          low[index + 1] = 1
          high[index + 1] = 0
        }
      }
    }

    /// Calls `body` with each piece of the current row's disk run, its sample count and
    /// which members cover it, until `body` returns `false`.
    mutating func forEachPiece(
      _ body: (_ samples: Int, _ covered: UnsafeBufferPointer<Bool>) -> Bool
    ) {
      guard low[0] <= high[0] else { return }
      breaks.removeAll(keepingCapacity: true)
      for index in low.indices where low[index] <= high[index] {
        breaks.append(low[index])
        breaks.append(high[index] + 1)
      }
      breaks.sort()
      let low = low
      let high = high
      let breaks = breaks
      covered.withUnsafeMutableBufferPointer { covered in
        let readable = UnsafeBufferPointer(covered)
        var start = breaks[0]
        for end in breaks.dropFirst() where end > start {
          for index in covered.indices {
            covered[index] = low[index + 1] <= start && start <= high[index + 1]
          }
          guard body(end - start, readable) else { return }
          start = end
        }
      }
    }
  }
}
