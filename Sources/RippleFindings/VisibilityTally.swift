import RippleTrace

/// How many frames a ripple spent in each phase and classification (SPEC §6, §7), for the
/// report's per-ripple summary.
public struct VisibilityTally: Sendable, Equatable {
  private var counts = [Int](repeating: 0, count: 12)

  /// No frames yet.
  public init() {}

  /// The phases a painted ripple can be in.
  public static let phases: [RipplePhase] = [.inserting, .present, .removing]

  /// `Visibility.allCases`, which builds a new array each time it is asked for.
  private static let visibilities = Visibility.allCases

  /// Counts frames of one phase and classification.
  public mutating func add(_ phase: RipplePhase, _ visibility: Visibility, frames: Int = 1) {
    guard let index = Self.index(phase, visibility) else { return }
    counts[index] += frames
  }

  /// The frames counted for a phase and classification.
  public func frames(_ phase: RipplePhase, _ visibility: Visibility) -> Int {
    Self.index(phase, visibility).map { counts[$0] } ?? 0
  }

  /// The frames counted for a phase, whatever the classification.
  public func frames(_ phase: RipplePhase) -> Int {
    Self.visibilities.reduce(0) { $0 + frames(phase, $1) }
  }

  private static func index(_ phase: RipplePhase, _ visibility: Visibility) -> Int? {
    guard let row = phases.firstIndex(of: phase),
      let column = visibilities.firstIndex(of: visibility)
    else { return nil }
    return row * visibilities.count + column
  }
}
