/// A line that is valid but most likely not what its author meant, such as a state that no
/// node reads: a command goes on and prints it on stderr as `file:line:column: warning: …`.
public struct TraceWarning: Sendable, Equatable, CustomStringConvertible {
  /// What looks wrong.
  public let message: String
  /// Where: the file, line and column of the offending key.
  public let location: SourceLocation

  /// Creates a warning.
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  /// `file:line:column: warning: message`.
  public var description: String { "\(location): warning: \(message)" }
}
