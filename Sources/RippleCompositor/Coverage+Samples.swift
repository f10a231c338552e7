extension Coverage {
  /// The rows and columns of grid samples the outline's frame may cover, clipped to the grid;
  /// `nil` when the outline covers no sample at all (SPEC §7: such a ripple is `faded`).
  ///
  /// Every outline is convex and symmetric about its frame's middle row, so the run a row
  /// covers only shrinks as the row lies farther from it (``contains(x:y:)`` grows with
  /// |dy|, rounding included): some row covers a sample only if one of the two nearest that
  /// middle, within the grid, does.
  /// - Complexity: O(1), however tall the outline.
  func sampleWindow(in grid: SampleGrid) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
    guard let rows = grid.candidateRows(minY: minY, maxY: maxY),
      let columns = grid.candidateColumns(minX: minX, maxX: maxX)
    else { return nil }
    let below = SampleGrid.clampedIndex(((minY + maxY) / 2 - 0.5).rounded(.down), to: rows)
    let above = min(below + 1, rows.upperBound)
    guard
      self.columns(onRow: below, within: columns) != nil
        || self.columns(onRow: above, within: columns) != nil
    else { return nil }
    return (rows, columns)
  }

  /// Whether the outline covers at least one sample of the grid: the sample nearest its
  /// center settles it at once when covered; ``sampleWindow(in:)`` decides otherwise.
  func coversSample(in grid: SampleGrid) -> Bool {
    guard let center = grid.nearestSample(toX: (minX + maxX) / 2, y: (minY + maxY) / 2) else {
      return false
    }
    return contains(x: center.x, y: center.y) || sampleWindow(in: grid) != nil
  }

  /// Whether the outline covers every sample center of a box of rows and columns: only
  /// decided for rects (a rounded rect or circle answers `false`, which is always safe).
  func containsEverySample(of box: (rows: ClosedRange<Int>, columns: ClosedRange<Int>))
    -> Bool
  {
    guard case .rect = kind else { return false }
    return contains(x: Double(box.columns.lowerBound) + 0.5, y: Double(box.rows.lowerBound) + 0.5)
      && contains(x: Double(box.columns.upperBound) + 0.5, y: Double(box.rows.upperBound) + 0.5)
  }

  /// Whether the outline covers every sample that `other` covers in a window of rows and
  /// columns, exactly as ``contains(x:y:)`` decides: on every row, `other`'s run of columns
  /// lies within this outline's. A rect over the whole window, or an outline apart from
  /// `other`, answers at once; otherwise the first, last and middle rows go first, where an
  /// outline that misses some sample most often shows it.
  /// - Parameter window: Where `other` covers at least one sample: its
  ///   ``sampleWindow(in:)``.
  /// - Complexity: O(rows of the window), O(1) when bounds or an end row settle it.
  func containsEverySample(
    of other: Coverage, in window: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)
  ) -> Bool {
    if containsEverySample(of: window) { return true }
    guard !isApart(from: other) else { return false }
    let rows = window.rows
    let covers = { (row: Int) -> Bool in
      guard let run = other.columns(onRow: row, within: window.columns) else { return true }
      guard let own = self.columns(onRow: row, within: run) else { return false }
      return own == run
    }
    let middle = (rows.lowerBound + rows.upperBound) / 2
    return covers(rows.lowerBound) && covers(rows.upperBound) && covers(middle)
      && rows.allSatisfy(covers)
  }
}
