extension Coverage {
  /// The rows and columns of grid samples the outline's frame may cover, clipped to the grid;
  /// `nil` when the outline covers no sample at all (SPEC §7: such a ripple is `faded`).
  func sampleWindow(in grid: SampleGrid) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
    guard let rows = grid.candidateRows(minY: minY, maxY: maxY),
      let columns = grid.candidateColumns(minX: minX, maxX: maxX)
    else { return nil }
    let middle = (rows.lowerBound + rows.upperBound) / 2
    guard
      self.columns(onRow: middle, within: columns) != nil
        || rows.contains(where: { self.columns(onRow: $0, within: columns) != nil })
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
}
