#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TraceError {
  /// `cannot read file: …` with the system's reason for the last failed call (`errno`), or
  /// for a missing file whose name is not UTF-8, that reason (``UndecodableFileName``).
  static func cannotRead(at location: SourceLocation) -> TraceError {
    let code = errno
    let reason =
      code == ENOENT ? UndecodableFileName.reason(for: location.file) : nil
    return TraceError(
      "cannot read file: \(reason ?? String(cString: strerror(code)))", at: location)
  }
}
