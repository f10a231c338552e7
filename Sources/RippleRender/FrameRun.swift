import RippleCompositor
import RippleEngine
import RippleTrace

/// Produces `ripplescope frame`: one frame of a trace as text, the canvas, its legend and
/// the frame's description.
///
/// The whole file is read, so a malformed line anywhere is reported before anything is
/// printed; events after the instant are read but not applied. Memory stays bounded by the
/// live ripples.
public enum FrameRun {
  /// The default canvas size of the `frame` command.
  public static let defaultSize = (width: 60, height: 16)
  /// The sizes a canvas side may have: wider than any terminal, small enough to allocate.
  public static let sizeRange = 1...1000

  /// The text of the frame of the trace at `path` at an instant.
  /// - Parameters:
  ///   - width: Canvas columns, clamped to ``sizeRange``.
  ///   - height: Canvas rows, clamped to ``sizeRange``.
  ///   - xray: Whether occluded ripples are outlined.
  ///   - warning: Receives the trace's warnings (``TraceReader/warnings``).
  /// - Throws: The trace's first ``TraceError``.
  public static func lines(
    path: String, at instant: FrameInstant, width: Int = defaultSize.width,
    height: Int = defaultSize.height, xray: Bool = true,
    warning: (TraceWarning) -> Void = { _ in }
  ) throws(TraceError) -> [String] {
    var reader = try TraceReader(path: path)
    let header = reader.header
    let time = instant.time(fps: header.fps)
    var seeker = SimulationSeeker(header: header)
    // Events come in time order: the last one read is the latest.
    var lastEvent: Double?
    try reader.forEachEvent { event in
      lastEvent = event.time
      if event.time <= time { seeker.apply(event) }
    }
    reader.warnings.forEach(warning)
    let simulation = seeker.simulation(at: time)
    let lines = render(
      simulation: simulation, at: time, frame: instant.frameIndex(fps: header.fps),
      width: width, height: height, xray: xray)
    // A mistyped instant past the end would otherwise show an empty button, unexplained.
    guard let lastEvent else { return lines + ["(the trace has no events)"] }
    // Every event applied, the seeker's simulation ends where SPEC §7 ends the trace: its
    // last event, or the end of the removals running then. Ripples never removed stay on.
    guard time > lastEvent, time > seeker.simulation.settledAt else { return lines }
    let last = DecimalText.fixed(lastEvent)
    let live = simulation.liveCount(at: time)
    let staying =
      live == 0 ? "" : "; \(counted(live, "ripple")) \(live == 1 ? "was" : "were") never removed"
    return lines + ["(past the end of the trace: its last event is at t = \(last) s\(staying))"]
  }

  /// The text of a simulation at an instant: the trace's name, the canvas in a box (sides
  /// clamped to ``sizeRange``), the legend, a blank line and ``FrameText``.
  public static func render(
    simulation: Simulation, at time: Double, frame: Int?, width: Int, height: Int, xray: Bool
  ) -> [String] {
    let composition = Composition(simulation: simulation, at: time)
    // Classifying hundreds of overlapping ripples takes long: once serves both.
    let visibilities = composition.rippleVisibilities
    let renderer = FrameRenderer(
      composition: composition, scene: simulation.header.scene, showsOccluded: xray,
      visibilities: visibilities)
    let bounds = simulation.header.scene.bounds
    let size = FrameRenderer.canvasSize(
      sceneWidth: bounds.width, sceneHeight: bounds.height,
      fitting: CellRect(x: 0, y: 0, width: clamped(width), height: clamped(height)))
    var grid = CellGrid(width: size.width + 2, height: size.height + 2)
    grid.drawBox(grid.bounds)
    renderer.draw(into: &grid, in: grid.bounds.inset(by: 1))
    return [simulation.header.name] + grid.lines + [renderer.legendText, ""]
      + FrameText.lines(
        simulation: simulation, composition: composition, frame: frame,
        visibilities: visibilities)
  }

  private static func clamped(_ side: Int) -> Int {
    min(max(side, sizeRange.lowerBound), sizeRange.upperBound)
  }
}
