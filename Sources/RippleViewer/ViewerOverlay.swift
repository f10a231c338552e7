/// A box the viewer shows over its panes until the next key other than a scroll.
public enum ViewerOverlay: Sendable, Equatable {
  /// Every key with what it does (`?`).
  case help
  /// The selected finding in full (`i`): explanations, fix, rejected candidates.
  case finding
}
