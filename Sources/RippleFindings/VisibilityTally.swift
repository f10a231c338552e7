import RippleTrace

/// How many frames a ripple spent in each phase and classification (SPEC §6, §7), for the
/// report's per-ripple summary.
public struct VisibilityTally: Sendable, Equatable {
  private var counts = [Int](repeating: 0, count: 12)

  /// No frames yet.
  public init() {}

  /// The phases a painted ripple can be in.
  public static let phases: [RipplePhase] = [.inserting, .present, .removing]

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
    Visibility.allCases.reduce(0) { $0 + frames(phase, $1) }
  }

  /// Where a phase and classification are counted: any one-to-one mapping will do.
  private static func index(_ phase: RipplePhase, _ visibility: Visibility) -> Int? {
    let row: Int
    switch phase {
    case .inserting: row = 0
    case .present: row = 1
    case .removing: row = 2
    case .gone: return nil
    }
    let column =
      switch visibility {
      case .visible: 0
      case .partial: 1
      case .occluded: 2
      case .faded: 3
      }
    return row * 4 + column
  }
}
