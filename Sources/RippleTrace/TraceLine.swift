/// One line after the header: an input event or an expectation.
public enum TraceLine: Equatable, Sendable {
  /// An input event.
  case event(TraceEvent)
  /// A regression assertion. Boxed (`indirect`): expectations are rare and large, and
  /// this keeps every line as small as an event, cheap to return and copy.
  indirect case expectation(Expectation)
}
