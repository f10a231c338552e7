/// Frames `first ..< first + count` of a replay (SPEC §7 frame instants `k / fps`) between
/// which nothing happens: no event, no removal start, no ripple gone. The simulation the
/// replay passes along with the span serves every one of them.
public struct FrameSpan: Sendable, Equatable {
  /// The first frame index.
  public let first: Int
  /// How many frames.
  public let count: Int
  /// Frames per second.
  public let fps: Double
  /// Whether nothing animates in the span, so every frame shows what the first one shows.
  public let isAtRest: Bool

  /// Creates a span.
  public init(first: Int, count: Int, fps: Double, isAtRest: Bool) {
    self.first = first
    self.count = count
    self.fps = fps
    self.isAtRest = isAtRest
  }

  /// The frame indices.
  public var indices: Range<Int> { first..<(first + count) }

  /// The instant of a frame index.
  public func time(ofFrame index: Int) -> Double { FrameClock.time(ofFrame: index, fps: fps) }
}
