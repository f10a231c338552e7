/// How fast playback runs, as Chrome's animation panel offers it.
public enum PlaybackSpeed: Double, Sendable, Equatable, CaseIterable {
  /// Real time (key `1`).
  case full = 1
  /// A quarter of real time (key `2`).
  case quarter = 0.25
  /// A tenth of real time (key `3`).
  case tenth = 0.1

  /// `100%`, `25%`, `10%`.
  public var label: String {
    switch self {
    case .full: "100%"
    case .quarter: "25%"
    case .tenth: "10%"
    }
  }
}
