import RippleTrace

extension Trace {
  /// The trace with every expectation's location replaced, for comparing traces read from
  /// different text.
  var withoutLocations: Trace {
    var trace = self
    let nowhere = SourceLocation(file: "", line: 0, column: 0)
    trace.lines = lines.map { line in
      guard case .expectation(var expectation) = line else { return line }
      expectation.location = nowhere
      return .expectation(expectation)
    }
    return trace
  }
}
