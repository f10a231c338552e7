import RippleTrace

/// An expectation that did not hold: `file:line: expected X, got Y`.
public struct CheckFailure: Sendable, Equatable, CustomStringConvertible {
  /// The `expect` line.
  public var location: SourceLocation
  /// What was expected and what the simulation gave.
  public var message: String

  /// `file:line: message`.
  public var description: String { "\(location.file):\(location.line): \(message)" }
}
