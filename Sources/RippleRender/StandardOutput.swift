import Foundation
import RippleTrace

/// A command's standard output: lines gather in a buffer that is written in large blocks,
/// where `print` would lock and write stdout line by line, or line by line on a terminal, so
/// that they keep their order among messages on standard error. A write that fails (a full
/// disk) fails the command in ``finish()``, where `print` would drop it silently.
///
/// Call ``finish()`` before the command returns, or ``flush()`` before it throws; whatever is
/// still buffered is lost otherwise.
public struct StandardOutput {
  /// Why the output is incomplete: a write failed.
  public struct WriteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno` of the first write that failed (`ENOSPC` for a full disk).
    public var code: Int32

    /// A failure with an `errno`.
    public init(code: Int32) {
      self.code = code
    }

    /// "cannot write to standard output: " and the system's words for ``code``.
    public var description: String {
      "cannot write to standard output: \(String(cString: strerror(code)))"
    }
  }

  /// The file descriptor written to.
  private let fileDescriptor: Int32
  /// The bytes not written yet.
  private var buffer: [UInt8] = []
  /// The first write that failed, if one did.
  private var failure: WriteFailure?
  /// How many bytes gather before a write.
  private let blockSize = 1 << 16
  /// Whether the output is a terminal, written line by line.
  private let flushesEveryLine: Bool

  /// Prepares to write to a file descriptor, by default standard output's.
  public init(fileDescriptor: Int32 = 1) {
    self.fileDescriptor = fileDescriptor
    flushesEveryLine = isatty(fileDescriptor) != 0
    buffer.reserveCapacity(blockSize + 1024)
  }

  /// Adds a line and its newline; writes the buffer once it holds a block.
  public mutating func write(line: String) {
    var line = line
    line.withUTF8 { buffer.append(contentsOf: $0) }
    buffer.append(UInt8(ascii: "\n"))
    if flushesEveryLine || buffer.count >= blockSize { flush() }
  }

  /// Adds a line and its newline, its control characters escaped: names come from the trace,
  /// and a name must neither act on the terminal nor forge a line.
  public mutating func write(escaping line: String) {
    write(line: TerminalText.escapingControls(line))
  }

  /// Writes every buffered byte, retrying short and interrupted writes; after a write fails,
  /// the bytes are dropped and ``finish()`` reports it. A closed pipe (`| head`) ends the
  /// process with SIGPIPE first (exit status 141 in a shell), as it does other command-line
  /// tools.
  public mutating func flush() {
    let failed = buffer.withUnsafeBytes { [fileDescriptor, failure] bytes -> Int32? in
      failure == nil ? DescriptorWrite.all(bytes, to: fileDescriptor) : nil
    }
    failure = failure ?? failed.map(WriteFailure.init(code:))
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is buffered.
  /// - Throws: The first write that failed, if any did: the output is incomplete.
  public mutating func finish() throws(WriteFailure) {
    flush()
    if let failure { throw failure }
  }
}
