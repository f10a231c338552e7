import RippleTrace

extension Coverage {
  /// Whether two outlines are apart by more than rounding could close, so that no sample
  /// one covers lies in the other: decided exactly for circle–circle and rect–circle pairs
  /// (a point is a zero-size rect), by the frames otherwise.
  func isApart(from other: Coverage) -> Bool {
    let margin =
      1e-9
      * (1 + abs(minX) + abs(minY) + abs(maxX) + abs(maxY) + abs(other.minX) + abs(other.minY)
        + abs(other.maxX) + abs(other.maxY))
    if maxX + margin < other.minX || other.maxX + margin < minX || maxY + margin < other.minY
      || other.maxY + margin < minY
    {
      return true
    }
    switch (kind, other.kind) {
    case (.circle(let x1, let y1, let r1), .circle(let x2, let y2, let r2)):
      let reach = r1 + r2 + margin
      return (x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2) > reach * reach
    case (.rect, .circle(let x, let y, let radius)), (.circle(let x, let y, let radius), .rect):
      let box = if case .rect = kind { self } else { other }
      let dx = max(box.minX - x, 0, x - box.maxX)
      let dy = max(box.minY - y, 0, y - box.maxY)
      return dx * dx + dy * dy > (radius + margin) * (radius + margin)
    default:
      return false
    }
  }

  /// Whether a sample of the grid lies in both outlines.
  func sharesSample(with other: Coverage, in grid: SampleGrid) -> Bool {
    guard
      let rows = grid.candidateRows(minY: max(minY, other.minY), maxY: min(maxY, other.maxY)),
      let columns = grid.candidateColumns(minX: max(minX, other.minX), maxX: min(maxX, other.maxX))
    else { return false }
    return rows.contains { row in
      guard let run = self.columns(onRow: row, within: columns) else { return false }
      return other.columns(onRow: row, within: run) != nil
    }
  }

  /// A sample of the grid in this outline and in none of `others`, as a zero-size rect at its
  /// center; `nil` when there is none. The sample nearest the outline's center is tried first.
  /// - Complexity: O(others) when that sample answers; else O(rows × others × log others).
  func sampleOutside(_ others: [Coverage], in grid: SampleGrid) -> Rect? {
    if let center = grid.nearestSample(toX: (minX + maxX) / 2, y: (minY + maxY) / 2),
      contains(x: center.x, y: center.y),
      !others.contains(where: { $0.contains(x: center.x, y: center.y) })
    {
      return Rect(x: center.x, y: center.y, width: 0, height: 0)
    }
    guard let window = sampleWindow(in: grid) else { return nil }
    let others = others.filter { !$0.isApart(from: self) }
    var runs: [ClosedRange<Int>] = []
    runs.reserveCapacity(others.count)
    var spans: [(start: Double, end: Double)] = []
    spans.reserveCapacity(others.count)
    for row in window.rows {
      if hidesRow(row, among: others, spans: &spans) { continue }
      guard let run = columns(onRow: row, within: window.columns) else { continue }
      runs.removeAll(keepingCapacity: true)
      for other in others {
        if let covered = other.columns(onRow: row, within: run) { runs.append(covered) }
      }
      runs.sort { $0.lowerBound < $1.lowerBound }
      var column = run.lowerBound
      for covered in runs where covered.lowerBound <= column {
        column = max(column, covered.upperBound + 1)
      }
      if column <= run.upperBound {
        return Rect(x: Double(column) + 0.5, y: Double(row) + 0.5, width: 0, height: 0)
      }
    }
    return nil
  }

  /// Whether `others` together cover every sample of this outline on a row, shown from the
  /// equations alone: their extents on the row, each narrowed by half a column at both ends,
  /// join up over this outline's extent widened by half a column at both ends, so that every
  /// sample is at least half a column inside one of them, far beyond any rounding of
  /// ``contains(x:y:)``.
  /// - Parameter spans: Scratch space, so that rows do not allocate.
  private func hidesRow(
    _ row: Int, among others: [Coverage], spans: inout [(start: Double, end: Double)]
  ) -> Bool {
    let y = Double(row) + 0.5
    guard let (left, right) = span(atY: y) else { return false }
    spans.removeAll(keepingCapacity: true)
    for other in others {
      guard let (otherLeft, otherRight) = other.span(atY: y) else { continue }
      spans.append((otherLeft + 0.5, otherRight - 0.5))
    }
    spans.sort { $0.start < $1.start }
    var reached = left - 0.5
    for span in spans {
      if span.start > reached { return false }
      reached = max(reached, span.end)
      if reached >= right + 0.5 { return true }
    }
    return false
  }
}
