#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TraceError {
  /// `cannot read file: …` with the system's reason for the last failed call (`errno`); for
  /// a missing file whose name is not UTF-8, that reason (``UndecodableFileName``); for a
  /// folder, which trace to give instead.
  static func cannotRead(at location: SourceLocation) -> TraceError {
    let code = errno
    let reason =
      switch code {
      case ENOENT: UndecodableFileName.reason(for: location.file)
      case EISDIR: "it is a folder: give a *.ripple.jsonl file in it (`check` searches folders)"
      default: String?.none
      }
    return TraceError(
      "cannot read file: \(reason ?? String(cString: strerror(code)))", at: location)
  }
}
