import RippleCompositor
import RippleEngine

/// Everything the viewer shows about one frame: the simulation and what it paints.
public struct FrameSnapshot: Sendable {
  /// The frame index.
  public let frame: Int
  /// Its instant, `frame / fps`.
  public let time: Double
  /// The simulation at the instant.
  public let simulation: Simulation
  /// What is painted at the instant.
  public let composition: Composition
}
