import RippleTrace

extension Rect {
  /// Whether two frames are apart by more than rounding could close, so that no outline
  /// inside one covers a point of the other.
  public func isApart(from other: Rect) -> Bool {
    let margin =
      1e-9
      * (1 + abs(x) + abs(y) + width + height + abs(other.x) + abs(other.y) + other.width
        + other.height)
    return x + width + margin < other.x || other.x + other.width + margin < x
      || y + height + margin < other.y || other.y + other.height + margin < y
  }
}
