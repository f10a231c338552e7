/// One line after the header: an input event or an expectation.
public enum TraceLine: Equatable, Sendable {
  /// An input event.
  case event(TraceEvent)
  /// A regression assertion.
  case expectation(Expectation)
}
