/// A position in a trace file, printed as `file:line:column` the way compilers do.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The path of the file as the user named it.
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in bytes of the UTF-8 line.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}
