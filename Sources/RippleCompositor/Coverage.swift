import RippleTrace

/// A painted outline in scene coordinates with SPEC §7's coverage test, and the exact run of
/// sample columns it covers on one row of the sample grid.
///
/// The predicate ``contains(x:y:)`` is the definition; ``columns(onRow:within:)`` is derived
/// from it (an estimate from the outline's equation, then corrected by the predicate at its
/// ends), so the row sweep and the per-sample loop agree sample for sample.
struct Coverage: Sendable {
  /// The frame's left edge.
  let minX: Double
  /// The frame's top edge.
  let minY: Double
  /// The frame's right edge, `x + width`.
  let maxX: Double
  /// The frame's bottom edge, `y + height`.
  let maxY: Double
  /// The outline inside the frame.
  let kind: Kind

  /// The outline's equation.
  enum Kind: Sendable {
    /// The whole frame.
    case rect
    /// The frame minus the corners outside quarter circles of this radius.
    case roundedRect(radius: Double)
    /// The inscribed circle.
    case circle(centerX: Double, centerY: Double, radius: Double)
  }

  /// The outline of a shape filled inside a frame (SPEC §2.1): a circle is inscribed,
  /// diameter min(width, height), centered; a rounded rect's corner radius is
  /// min(cornerRadius, width/2, height/2).
  init(frame: Rect, shape: Shape) {
    minX = frame.x
    minY = frame.y
    maxX = frame.x + frame.width
    maxY = frame.y + frame.height
    switch shape {
    case .rect:
      kind = .rect
    case .roundedRect(let cornerRadius):
      let radius = max(0, min(cornerRadius, frame.width / 2, frame.height / 2))
      kind = radius > 0 ? .roundedRect(radius: radius) : .rect
    case .circle:
      kind = .circle(
        centerX: frame.midX, centerY: frame.midY, radius: min(frame.width, frame.height) / 2)
    }
  }

  /// Whether a point is inside the outline, boundaries included (SPEC §7 Coverage).
  @inline(__always)
  func contains(x: Double, y: Double) -> Bool {
    guard minX <= x, x <= maxX, minY <= y, y <= maxY else { return false }
    switch kind {
    case .rect:
      return true
    case .roundedRect(let radius):
      // The nearest point of the rect inset by the radius; only the corner squares are
      // farther than the radius from it. A point beside an edge's straight part (dx or dy
      // is 0) is inside, whatever the rounding of `dx * dx` when it lies on the edge.
      let dx = x - min(max(x, minX + radius), maxX - radius)
      let dy = y - min(max(y, minY + radius), maxY - radius)
      return dx == 0 || dy == 0 || dx * dx + dy * dy <= radius * radius
    case .circle(let centerX, let centerY, let radius):
      let dx = x - centerX
      let dy = y - centerY
      return dx * dx + dy * dy <= radius * radius
    }
  }

  /// The horizontal extent of the outline on the line `y`, from its equation; `nil` when the
  /// line misses it. Only an estimate: ``columns(onRow:within:)`` corrects its rounding.
  func span(atY y: Double) -> (Double, Double)? {
    guard minY <= y, y <= maxY else { return nil }
    switch kind {
    case .rect:
      return (minX, maxX)
    case .roundedRect(let radius):
      // Within the frame's rows |dy| ≤ radius, but on its top or bottom edge `dy * dy` may
      // round above `radius * radius`: that row still holds the edge's straight part.
      let dy = y - min(max(y, minY + radius), maxY - radius)
      let half = max(radius * radius - dy * dy, 0).squareRoot()
      return (minX + radius - half, maxX - radius + half)
    case .circle(let centerX, let centerY, let radius):
      let dy = y - centerY
      guard dy * dy <= radius * radius else { return nil }
      let half = (radius * radius - dy * dy).squareRoot()
      return (centerX - half, centerX + half)
    }
  }

  /// The columns `i` within `window` whose samples `(i + 0.5, row + 0.5)` the outline covers,
  /// exactly as ``contains(x:y:)`` decides; `nil` when there are none.
  ///
  /// Every outline is convex, so the covered samples of a row are one run.
  /// - Complexity: O(1) beyond the few predicate calls that correct the estimate.
  func columns(onRow row: Int, within window: ClosedRange<Int>) -> ClosedRange<Int>? {
    let y = Double(row) + 0.5
    guard let (left, right) = span(atY: y) else { return nil }
    var low = SampleGrid.clampedIndex((left - 0.5).rounded(.up), to: window)
    var high = SampleGrid.clampedIndex((right - 0.5).rounded(.down), to: window)
    while low > window.lowerBound && contains(x: Double(low - 1) + 0.5, y: y) { low -= 1 }
    while high < window.upperBound && contains(x: Double(high + 1) + 0.5, y: y) { high += 1 }
    while low <= high && !contains(x: Double(low) + 0.5, y: y) { low += 1 }
    while high >= low && !contains(x: Double(high) + 0.5, y: y) { high -= 1 }
    return low <= high ? low...high : nil
  }

  /// Whether the frames of two outlines overlap (edges included): a cheap test that rules
  /// out coverage of any sample of the other.
  func boundsOverlap(_ other: Coverage) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }
}
