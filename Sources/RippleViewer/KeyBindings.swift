/// Every key of the viewer with what it does: the help overlay lists them, the status line
/// shows the main ones.
public enum KeyBindings {
  /// One binding: the keys as the user types them and the action.
  public struct Binding: Sendable, Equatable {
    /// The keys, e.g. `→ l`.
    public let keys: String
    /// What they do.
    public let action: String
  }

  /// Every binding, in the order the help lists them.
  public static let all: [Binding] = [
    Binding(keys: "→ l", action: "next frame"),
    Binding(keys: "← h", action: "previous frame"),
    Binding(keys: "] [", action: "next / previous event"),
    Binding(keys: "n N", action: "next / previous finding instance (its first frame)"),
    Binding(keys: "g G Home End", action: "first / last frame"),
    Binding(keys: "PgDn PgUp", action: "one second forward / back"),
    Binding(keys: ":", action: "go to 0.5s, 500ms or frame #30 (enter; esc cancels)"),
    Binding(keys: "space", action: "play / pause"),
    Binding(keys: "1 2 3", action: "speed 100% / 25% / 10%"),
    Binding(keys: "x", action: "x-ray: outline occluded ripples"),
    Binding(keys: "f", action: "apply the selected finding's fix and compare"),
    Binding(keys: "tab shift-tab", action: "focus the next / previous pane"),
    Binding(keys: "↑ ↓ k j", action: "scroll or select in the focused pane"),
    Binding(keys: "enter", action: "go to the selected finding"),
    Binding(keys: "i", action: "the selected finding in full"),
    Binding(keys: "click", action: "seek (timeline), select (findings), focus a pane"),
    Binding(keys: "wheel", action: "step frames; scroll a box such as this one"),
    Binding(keys: "Ctrl-Z", action: "suspend to the shell; fg comes back"),
    Binding(keys: "?", action: "show / hide this help"),
    Binding(keys: "q Ctrl-C Ctrl-\\", action: "quit"),
  ]

  /// The bindings the status line shows, as short labels, with the rank in which they give
  /// way on a narrow screen (higher stays longer).
  static let status: [(keys: String, action: String, rank: Int)] = [
    ("←→", "frame", 9), ("[]", "event", 4), ("nN", "finding", 5), ("space", "play", 6),
    (":", "go to", 2), ("x", "x-ray", 3), ("f", "fix", 7), ("tab", "focus", 1),
    ("?", "help", 10), ("q", "quit", 8),
  ]
}
