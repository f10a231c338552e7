import RippleTrace

/// How many frames a ripple spent in each phase and classification (SPEC §6, §7), for the
/// report's per-ripple summary.
public struct VisibilityTally: Sendable, Equatable {
  // Stored inline, not in an array: every watched ripple has a tally.
  private var inserting = Counts()
  private var present = Counts()
  private var removing = Counts()

  /// The frames of one phase, per classification.
  private struct Counts: Sendable, Equatable {
    var visible = 0
    var partial = 0
    var occluded = 0
    var faded = 0

    subscript(visibility: Visibility) -> Int {
      get {
        switch visibility {
        case .visible: visible
        case .partial: partial
        case .occluded: occluded
        case .faded: faded
        }
      }
      set {
        switch visibility {
        case .visible: visible = newValue
        case .partial: partial = newValue
        case .occluded: occluded = newValue
        case .faded: faded = newValue
        }
      }
    }
  }

  /// No frames yet.
  public init() {}

  /// The phases a painted ripple can be in.
  public static let phases: [RipplePhase] = [.inserting, .present, .removing]

  /// Counts frames of one phase and classification.
  public mutating func add(_ phase: RipplePhase, _ visibility: Visibility, frames: Int = 1) {
    switch phase {
    case .inserting: inserting[visibility] += frames
    case .present: present[visibility] += frames
    case .removing: removing[visibility] += frames
    case .gone: break
    }
  }

  /// The frames counted for a phase and classification.
  public func frames(_ phase: RipplePhase, _ visibility: Visibility) -> Int {
    switch phase {
    case .inserting: inserting[visibility]
    case .present: present[visibility]
    case .removing: removing[visibility]
    case .gone: 0
    }
  }
}
