#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Splits a file or a byte array into `\n`-separated lines, reading a file in fixed-size
/// chunks so that memory stays bounded by the longest allowed line, whatever the file's size.
final class LineSource {
  /// The longest line accepted, in bytes without its `\n`.
  static let maximumLineLength = 1_048_576
  /// The default number of bytes read from a file at once.
  static let defaultChunkSize = 256 * 1024

  /// The path or name used in locations.
  let file: String
  /// The 1-based number of the line most recently returned (0 before the first).
  private(set) var lineNumber = 0

  private var stream: UnsafeMutablePointer<FILE>?
  private let storage: UnsafeMutableBufferPointer<UInt8>
  private let chunkSize: Int
  private var start = 0
  private var end = 0
  private var atEndOfInput: Bool

  /// Opens a file for reading; `chunkSize` is lowered only by tests.
  init(path: String, chunkSize: Int = LineSource.defaultChunkSize) throws(TraceError) {
    file = path
    guard let stream = fopen(path, "rb") else {
      throw .cannotRead(at: SourceLocation(file: path, line: 1, column: 1))
    }
    self.stream = stream
    self.chunkSize = max(1, chunkSize)
    storage = .allocate(capacity: Self.maximumLineLength + 1 + self.chunkSize)
    atEndOfInput = false
  }

  /// Serves lines from bytes in memory.
  init(bytes: [UInt8], file: String) {
    self.file = file
    stream = nil
    chunkSize = 0
    storage = .allocate(capacity: max(1, bytes.count))
    _ = storage.initialize(from: bytes)
    end = bytes.count
    atEndOfInput = true
  }

  deinit {
    if let stream { fclose(stream) }
    storage.deallocate()
  }

  /// The next line without its `\n`, or `nil` at the end of the input. The buffer is valid
  /// only until the next call.
  func nextLine() throws(TraceError) -> UnsafeBufferPointer<UInt8>? {
    var scanned = start
    while true {
      if let newline = firstNewline(from: scanned) {
        let line = try take(upTo: newline)
        start = newline + 1
        return line
      }
      scanned = end
      if atEndOfInput {
        guard start < end else { return nil }
        let line = try take(upTo: end)
        start = end
        return line
      }
      if end - start > Self.maximumLineLength {
        lineNumber += 1
        throw tooLong()
      }
      scanned -= start
      try refill()
    }
  }

  private func firstNewline(from offset: Int) -> Int? {
    guard offset < end, let base = storage.baseAddress else { return nil }
    guard let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), end - offset) else {
      return nil
    }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  private func take(upTo stop: Int) throws(TraceError) -> UnsafeBufferPointer<UInt8> {
    lineNumber += 1
    guard stop - start <= Self.maximumLineLength else { throw tooLong() }
    return UnsafeBufferPointer(rebasing: storage[start..<stop])
  }

  private func tooLong() -> TraceError {
    TraceError(
      "line is longer than \(Self.maximumLineLength) bytes",
      at: SourceLocation(file: file, line: lineNumber, column: Self.maximumLineLength + 1))
  }

  /// Moves the unfinished line to the front and appends the next chunk of the file.
  private func refill() throws(TraceError) {
    guard let stream, let base = storage.baseAddress else {
      atEndOfInput = true
      return
    }
    if start > 0 {
      memmove(base, base + start, end - start)
      end -= start
      start = 0
    }
    let count = fread(base + end, 1, min(chunkSize, storage.count - end), stream)
    end += count
    if count == 0 {
      if ferror(stream) != 0 {
        throw .cannotRead(at: SourceLocation(file: file, line: lineNumber + 1, column: 1))
      }
      atEndOfInput = true
    }
  }
}
