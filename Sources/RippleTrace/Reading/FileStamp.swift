#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a trace file was when it was first read: which file, its size, and when it was last
/// written and last changed (the status change time, which no one can set back, as `touch
/// -d` sets the write time). The viewer and `report` read the file again, for the analysis
/// and for each fix; a different stamp means another trace, which must not be shown, reported
/// or compared as this one.
public struct FileStamp: Equatable, Sendable {
  private let identity: FileIdentity
  private let size: Int64
  private let modified: (seconds: Int, nanoseconds: Int)
  private let changed: (seconds: Int, nanoseconds: Int)

  /// The stamp of a regular file; `nil` for anything else, such as a pipe, which
  /// ``TraceReader`` holds in memory and reads the same every time.
  public init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    identity = FileIdentity(status)
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modified = (status.st_mtimespec.tv_sec, status.st_mtimespec.tv_nsec)
      changed = (status.st_ctimespec.tv_sec, status.st_ctimespec.tv_nsec)
    #else
      modified = (status.st_mtim.tv_sec, status.st_mtim.tv_nsec)
      changed = (status.st_ctim.tv_sec, status.st_ctim.tv_nsec)
    #endif
  }

  /// Whether two stamps are of the same file, of the same size, written and changed last at
  /// the same instants.
  public static func == (one: FileStamp, other: FileStamp) -> Bool {
    one.identity == other.identity && one.size == other.size && one.modified == other.modified
      && one.changed == other.changed
  }

  /// Throws unless the file at `path` still has this stamp.
  /// - Parameters:
  ///   - reading: When the stamp was taken, as the message says it: `the viewer read it`.
  ///   - advice: What to do about a changed file: `open it again for the new trace`.
  public func check(_ path: String, since reading: String, advice: String) throws(TraceError) {
    guard let now = FileStamp(path: path) else {
      throw TraceError(
        "the file is gone since \(reading)", at: SourceLocation(file: path, line: 1, column: 1))
    }
    guard now == self else {
      throw TraceError(
        "the file changed since \(reading): \(advice)",
        at: SourceLocation(file: path, line: 1, column: 1))
    }
  }

  /// Runs `body`, which reads the file at `path`, then checks that the file still has
  /// `stamp`, whether `body` returned or threw: a file changed meanwhile gives the answer of
  /// another trace, or an error at a line of it, so the change is what is thrown.
  /// - Parameters:
  ///   - stamp: The file's stamp when it was first read; `nil` (a pipe) checks nothing.
  ///   - reading: When the stamp was taken, as the message says it (``check(_:since:advice:)``).
  ///   - advice: What to do about a changed file.
  public static func checking<Result>(
    _ stamp: FileStamp?, of path: String, since reading: String, advice: String,
    around body: () throws(TraceError) -> Result
  ) throws(TraceError) -> Result {
    let result: Result
    do {
      result = try body()
    } catch {
      try stamp?.check(path, since: reading, advice: advice)
      throw error
    }
    try stamp?.check(path, since: reading, advice: advice)
    return result
  }
}
