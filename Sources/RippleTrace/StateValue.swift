/// A number that may depend on a named boolean state (SPEC §2.1, §2.2).
public enum StateValue: Equatable, Hashable, Sendable {
  /// A fixed number.
  case constant(Double)
  /// `{"when": state, "then": a, "else": b}`.
  case conditional(state: String, then: Double, else: Double)

  /// Whether the value depends on a state: only then can a state change or animate it.
  public var readsState: Bool {
    if case .conditional = self { true } else { false }
  }

  /// The value for a given state lookup.
  public func value(states: (String) -> Bool) -> Double {
    switch self {
    case .constant(let value): value
    case .conditional(let state, let then, let otherwise): states(state) ? then : otherwise
    }
  }
}
