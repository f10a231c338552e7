import RippleTrace

/// Whether a scene point lies inside a shape drawn in a frame (SPEC §7 coverage).
enum LeafCoverage {
  /// Rects include their edges; circles are inscribed and centered; rounded rects lose the
  /// parts of their corners outside the quarter circles.
  static func covers(_ shape: Shape, in frame: Rect, x: Double, y: Double) -> Bool {
    guard x >= frame.x, x <= frame.x + frame.width, y >= frame.y, y <= frame.y + frame.height
    else { return false }
    switch shape {
    case .rect:
      return true
    case .circle:
      let radius = min(frame.width, frame.height) / 2
      let dx = x - frame.midX
      let dy = y - frame.midY
      return dx * dx + dy * dy <= radius * radius
    case .roundedRect(let cornerRadius):
      let radius = min(cornerRadius, frame.width / 2, frame.height / 2)
      guard radius > 0 else { return true }
      let cornerX =
        x < frame.x + radius
        ? frame.x + radius
        : (x > frame.x + frame.width - radius ? frame.x + frame.width - radius : x)
      let cornerY =
        y < frame.y + radius
        ? frame.y + radius
        : (y > frame.y + frame.height - radius ? frame.y + frame.height - radius : y)
      let dx = x - cornerX
      let dy = y - cornerY
      return dx * dx + dy * dy <= radius * radius
    }
  }
}
