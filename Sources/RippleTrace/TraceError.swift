/// A malformed trace: where it is wrong and what is wrong, ready for stderr.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the offending value starts.
  public var location: SourceLocation
  /// What is wrong, in one line, naming the key path and what was expected.
  public var message: String

  /// Creates an error at a location.
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  /// `file:line:column: message`.
  public var description: String { "\(location): \(message)" }
}
