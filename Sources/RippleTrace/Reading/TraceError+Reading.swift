#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TraceError {
  /// `cannot read file: …` with the system's reason for the last failed call (`errno`).
  static func cannotRead(at location: SourceLocation) -> TraceError {
    TraceError("cannot read file: \(String(cString: strerror(errno)))", at: location)
  }
}
