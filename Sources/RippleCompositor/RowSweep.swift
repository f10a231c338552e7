/// The fast path of SPEC §7: per row of samples, every outline covers one run of columns
/// (all outlines are convex), so the row splits into pieces on which the covering leaves,
/// and therefore T(p) and every factor, are constant.
///
/// Coverage runs come from ``Coverage/columns(onRow:within:)``, which agrees exactly with the
/// per-sample predicate, and factors from ``Overlay/factor(ofLayer:covered:)``, as in
/// ``Sampler``; so classification and occluder agree exactly with the sampler, and sums differ
/// only by rounding. Consecutive rows with the same runs are computed once.
enum RowSweep {
  /// The statistics of every disk sample.
  /// - Complexity: O(rows × leaves × log leaves) for the runs, plus O(pieces × leaves).
  static func statistics(of overlay: Overlay) -> SampleStatistics {
    var total = SampleStatistics(layerCount: overlay.layers.count)
    let disk = overlay.disk
    guard
      let rows = overlay.grid.candidateRows(minY: disk.minY, maxY: disk.maxY),
      let sceneColumns = overlay.grid.columnRange
    else { return total }
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
      sweep.addPieces(to: &row)
      repeats = 1
    }
    total.merge(row, times: repeats)
    return total
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

    /// Adds the pieces of the current row's disk run.
    mutating func addPieces(to statistics: inout SampleStatistics) {
      guard low[0] <= high[0] else { return }
      breaks.removeAll(keepingCapacity: true)
      for index in low.indices where low[index] <= high[index] {
        breaks.append(low[index])
        breaks.append(high[index] + 1)
      }
      breaks.sort()
      let overlay = overlay
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
          let samples = end - start
          var transmittance = 1.0
          for layer in overlay.layers.indices {
            let factor = overlay.factor(ofLayer: layer, covered: readable)
            transmittance *= factor
            statistics.add(factor: factor, ofLayer: layer, samples: samples)
          }
          statistics.add(transmittance: transmittance, samples: samples)
          start = end
        }
      }
    }
  }
}
