import RippleTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a trace file was when the viewer read it: which file, its size and when it was last
/// written. The viewer reads the file again for a fix and for the findings; a different
/// stamp means another trace, which must not be shown or compared as this one.
public struct FileStamp: Equatable, Sendable {
  private let identity: FileIdentity
  private let size: Int64
  private let modifiedSeconds: Int
  private let modifiedNanoseconds: Int

  /// The stamp of a regular file; `nil` for anything else, such as a pipe, which
  /// ``TraceReader`` holds in memory and reads the same every time.
  public init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    identity = FileIdentity(status)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modifiedSeconds = status.st_mtimespec.tv_sec
      modifiedNanoseconds = status.st_mtimespec.tv_nsec
    #else
      modifiedSeconds = status.st_mtim.tv_sec
      modifiedNanoseconds = status.st_mtim.tv_nsec
    #endif
  }

  /// Throws unless the file at `path` still has this stamp.
  func check(_ path: String) throws(TraceError) {
    guard FileStamp(path: path) == self else {
      throw TraceError(
        "the file changed since the viewer read it; quit and open it again to see the new trace",
        at: SourceLocation(file: path, line: 1, column: 1))
    }
  }
}
