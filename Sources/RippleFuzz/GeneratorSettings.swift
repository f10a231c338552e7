import RippleEngine
import RippleTrace

/// What the press-sequence generator needs to know: how long a sequence may be, whether it
/// must be one a real device can produce, and the scene it presses on.
public struct GeneratorSettings: Sendable, Equatable {
  /// The default longest sequence, in events.
  public static let defaultMaxEvents = 32

  /// The lengths ``maxEvents`` may have: past the longest, a sequence is no press sequence
  /// a shrinker could make readable, and its events would only fill memory.
  public static let maxEventsRange = 1...100_000

  /// The longest sequence, in events, in ``maxEventsRange``.
  public var maxEvents: Int
  /// Only sequences a real device can produce (``WellFormedness``): each pointer alternates
  /// `down` and `up`/`cancel`, moves only while down, touches down on the scene; no orphan or
  /// duplicate events.
  public var wellFormed: Bool
  /// The scene's bounds: presses land inside, on the edge or outside (a well-formed `down`
  /// not outside).
  public var bounds: Rect
  /// How far outside the bounds a press may land: the ripple's radius, or 50.
  public var reach: Double
  /// The named states the scene reads or animates, sorted; `state` events toggle them (one
  /// that is only animated is set too: the reader warns of it, and the engine must cope).
  public var states: [String]

  /// Creates settings.
  public init(maxEvents: Int, wellFormed: Bool, bounds: Rect, reach: Double, states: [String]) {
    self.maxEvents = min(
      max(maxEvents, Self.maxEventsRange.lowerBound), Self.maxEventsRange.upperBound)
    self.wellFormed = wellFormed
    self.bounds = bounds
    self.reach = reach
    self.states = states
  }

  /// Settings for pressing on a trace's scene.
  public init(header: TraceHeader, maxEvents: Int = defaultMaxEvents, wellFormed: Bool = false) {
    var reach = 50.0
    if let layout = RippleLayout(scene: header.scene),
      case .press(let radius) = layout.content.placement
    {
      reach = radius
    }
    let states = header.scene.statesRead.union(header.scene.animations.keys)
    self.init(
      maxEvents: maxEvents, wellFormed: wellFormed, bounds: header.scene.bounds, reach: reach,
      states: states.sorted())
  }
}
