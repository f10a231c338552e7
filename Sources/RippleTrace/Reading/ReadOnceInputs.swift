#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Traces that can be read only once: a pipe (`report <(gen)`, `/dev/stdin`), a FIFO, a
/// terminal, or on macOS a descriptor of this process (`/dev/stdin < trace`). Commands read a
/// trace more than once (to validate it, analyse it and prove fixes), so the first read of
/// such a path keeps its bytes for the process's later reads; a regular file is read from disk
/// each time, in chunks.
enum ReadOnceInputs {
  /// The most bytes kept for one path: a larger trace must be a regular file.
  static let maximumSize = 512 * 1_048_576

  private static let kept = KeptBytes()

  /// The bytes of a path that is neither a regular file nor missing, read once; `nil` for a
  /// regular file, or when `stat` fails (opening it reports why).
  static func bytes(ofPath path: String) throws(TraceError) -> [UInt8]? {
    var status = stat()
    guard stat(path, &status) == 0,
      status.st_mode & S_IFMT != S_IFREG || isDescriptor(path)
    else { return nil }
    return try kept.bytes(ofPath: path)
  }

  /// Whether a path leads to `/dev/fd/N`, a descriptor this process holds. On macOS opening
  /// it duplicates that descriptor (fd(4)), so every open shares one offset and a second read
  /// would start where the first ended. On Linux the path leads on to the file itself.
  private static func isDescriptor(_ path: String) -> Bool {
    guard let resolved = realpath(path, nil) else { return false }
    defer { free(resolved) }
    return String(cString: resolved).hasPrefix("/dev/fd/")
  }

  /// The bytes read so far, by path, behind a lock: the viewer reads from a background
  /// thread too.
  private final class KeptBytes: @unchecked Sendable {
    private var lock = pthread_mutex_t()
    private var bytesByPath: [String: [UInt8]] = [:]

    init() { pthread_mutex_init(&lock, nil) }

    deinit { pthread_mutex_destroy(&lock) }

    func bytes(ofPath path: String) throws(TraceError) -> [UInt8] {
      pthread_mutex_lock(&lock)
      defer { pthread_mutex_unlock(&lock) }
      if let bytes = bytesByPath[path] { return bytes }
      let bytes = try Self.readAll(path)
      bytesByPath[path] = bytes
      return bytes
    }

    private static func readAll(_ path: String) throws(TraceError) -> [UInt8] {
      let start = SourceLocation(file: path, line: 1, column: 1)
      guard let stream = fopen(path, "rb") else { throw .cannotRead(at: start) }
      defer { fclose(stream) }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      // The bytes of the last line so far: once it is longer than any line may be, what
      // follows cannot matter (`/dev/zero` has no line break), and the reader fails where it
      // would on the whole input, at that line or at an error before it.
      var lineLength = 0
      while true {
        let count = fread(&chunk, 1, chunk.count, stream)
        guard bytes.count + count <= maximumSize else {
          throw TraceError(
            "a trace that is not a regular file is held in memory, and this one is over "
              + "\(maximumSize / 1_048_576) MiB: save it to a file first",
            at: start)
        }
        bytes += chunk[..<count]
        if let newline = chunk[..<count].lastIndex(of: UInt8(ascii: "\n")) {
          lineLength = count - newline - 1
        } else {
          lineLength += count
        }
        if lineLength > LineSource.maximumLineLength {
          bytes.removeLast(lineLength - LineSource.maximumLineLength - 1)
          return bytes
        }
        if count == 0 {
          guard ferror(stream) == 0 else { throw .cannotRead(at: start) }
          return bytes
        }
      }
    }
  }
}
