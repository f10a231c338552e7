/// The frame instants `k / fps` (SPEC §7), counted without accumulating rounding error.
public struct FrameClock: Sendable {
  /// Frames per second.
  public let fps: Double
  /// The index of the next frame to visit.
  public private(set) var nextIndex = 0

  /// Starts at frame 0.
  public init(fps: Double) { self.fps = fps }

  /// The instant of a frame index.
  public func time(ofFrame index: Int) -> Double { Self.time(ofFrame: index, fps: fps) }

  /// The instant `index / fps` of a frame index at a rate (SPEC §7).
  public static func time(ofFrame index: Int, fps: Double) -> Double { Double(index) / fps }

  /// How many frames `k ≥ 0` fall before an instant (or at it, when `including`): the first
  /// frame index after them.
  public static func frameCount(before instant: Double, including: Bool, fps: Double) -> Int {
    let isBefore = { (index: Int) in
      let time = time(ofFrame: index, fps: fps)
      return time < instant || (including && time == instant)
    }
    var index = Int(min(max(instant * fps, 0), 1e15))
    while index > 0 && !isBefore(index - 1) { index -= 1 }
    while isBefore(index) { index += 1 }
    return index
  }

  /// Moves past every frame before an instant (or at it, when `including`).
  public mutating func skip(to instant: Double, including: Bool) {
    nextIndex = max(nextIndex, Self.frameCount(before: instant, including: including, fps: fps))
  }

  /// The instant of the next frame, when it falls before an instant (or at it, when
  /// `including`).
  public func nextTime(before instant: Double, including: Bool) -> Double? {
    let frameTime = time(ofFrame: nextIndex)
    return frameTime < instant || (including && frameTime == instant) ? frameTime : nil
  }
}
