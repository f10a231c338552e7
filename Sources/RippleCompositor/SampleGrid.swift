import RippleTrace

/// The scene's sample points, centers `(i + 0.5, j + 0.5)` with `0 ≤ x ≤ width` and
/// `0 ≤ y ≤ height` (SPEC §7): clipping to the scene keeps exactly these.
struct SampleGrid: Sendable, Equatable {
  /// How many sample columns: every `i ≥ 0` with `i + 0.5 ≤ width`.
  let columns: Int
  /// How many sample rows: every `j ≥ 0` with `j + 0.5 ≤ height`.
  let rows: Int

  /// The grid of a scene's bounds (width and height ≥ 1, so at least one sample).
  init(bounds: Rect) {
    columns = Self.count(upTo: bounds.x + bounds.width)
    rows = Self.count(upTo: bounds.y + bounds.height)
  }

  /// How many `k ≥ 0` have `k + 0.5 ≤ limit`.
  private static func count(upTo limit: Double) -> Int {
    guard limit >= 0.5 else { return 0 }
    var count = clampedIndex((limit - 0.5).rounded(.down), to: 0...Int(Int32.max)) + 1
    while count > 0 && Double(count - 1) + 0.5 > limit { count -= 1 }
    while Double(count) + 0.5 <= limit { count += 1 }
    return count
  }

  /// Every column index.
  var columnRange: ClosedRange<Int>? { columns > 0 ? 0...(columns - 1) : nil }

  /// The rows whose sample centers may fall in `[minY, maxY]`, one row of margin either side
  /// (the coverage predicate decides); `nil` when none is in the grid.
  func candidateRows(minY: Double, maxY: Double) -> ClosedRange<Int>? {
    candidates(minY, maxY, count: rows)
  }

  /// The columns whose sample centers may fall in `[minX, maxX]`, with a margin of one.
  func candidateColumns(minX: Double, maxX: Double) -> ClosedRange<Int>? {
    candidates(minX, maxX, count: columns)
  }

  private func candidates(_ low: Double, _ high: Double, count: Int) -> ClosedRange<Int>? {
    guard count > 0, low <= high else { return nil }
    let (first, last) = ((low - 0.5).rounded(.up) - 1, (high - 0.5).rounded(.down) + 1)
    // Clamped, an interval wholly beyond one side of the grid would become its edge row.
    guard last >= 0, first <= Double(count - 1) else { return nil }
    let all = 0...(count - 1)
    return Self.clampedIndex(first, to: all)...Self.clampedIndex(last, to: all)
  }

  /// The center of the sample nearest a point; `nil` when the grid has no sample.
  func nearestSample(toX x: Double, y: Double) -> (x: Double, y: Double)? {
    guard columns > 0, rows > 0 else { return nil }
    let column = Self.clampedIndex(x.rounded(.down), to: 0...(columns - 1))
    let row = Self.clampedIndex(y.rounded(.down), to: 0...(rows - 1))
    return (Double(column) + 0.5, Double(row) + 0.5)
  }

  /// A whole number as an index clamped to a range (NaN goes to the lower bound).
  static func clampedIndex(_ value: Double, to range: ClosedRange<Int>) -> Int {
    guard value > Double(range.lowerBound) else { return range.lowerBound }
    guard value < Double(range.upperBound) else { return range.upperBound }
    return Int(value)
  }
}
