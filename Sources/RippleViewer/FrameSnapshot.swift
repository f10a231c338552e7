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
  /// Every painted ripple's visibility, in paint order.
  public let visibilities: [RippleVisibility]

  /// Composes a simulation at a frame's instant.
  init(frame: Int, time: Double, simulation: Simulation) {
    self.frame = frame
    self.time = time
    self.simulation = simulation
    composition = Composition(simulation: simulation, at: time)
    visibilities = composition.rippleVisibilities
  }

  /// A ripple's visibility; `nil` when it is not painted.
  public func visibility(ofRipple id: Int) -> RippleVisibility? {
    visibilities.first { $0.ripple == id }
  }
}
