import Foundation
import RippleTrace

/// Standard output for the commands: lines gather in a buffer that is written in large
/// blocks, where `print` would lock and write stdout line by line, or line by line on a
/// terminal, so that they keep their order among messages on standard error. A write that
/// fails (a full disk) fails the command in ``finish()``, where `print` would drop it
/// silently.
///
/// Call ``finish()`` before the command returns, or ``flush()`` before it throws; whatever is
/// still buffered is lost otherwise.
struct StandardOutput {
  /// The bytes not written yet.
  private var buffer: [UInt8] = []
  /// The `errno` of the first write that failed (a full disk), if one did.
  private var failure: Int32?
  /// How many bytes gather before a write.
  private let blockSize = 1 << 16
  /// Whether standard output is a terminal, written line by line.
  private let flushesEveryLine = isatty(1) != 0

  init() {
    buffer.reserveCapacity(blockSize + 1024)
  }

  /// Adds a line and its newline; writes the buffer once it holds a block.
  mutating func write(line: String) {
    var line = line
    line.withUTF8 { buffer.append(contentsOf: $0) }
    buffer.append(UInt8(ascii: "\n"))
    if flushesEveryLine || buffer.count >= blockSize { flush() }
  }

  /// Adds text and its newline, its control characters but its own line breaks escaped:
  /// names come from the trace, and a name must not act on the terminal.
  mutating func write(escaping text: String) {
    write(line: TerminalText.escapingControls(text, keepingLineBreaks: true))
  }

  /// Writes every buffered byte to file descriptor 1, retrying short and interrupted writes;
  /// after a write fails, the bytes are dropped and ``finish()`` reports it. A closed pipe
  /// (`| head`) ends the process with SIGPIPE first (exit status 141 in a shell), as it does
  /// other command-line tools.
  mutating func flush() {
    let failed = buffer.withUnsafeBytes { bytes -> Int32? in
      guard let base = bytes.baseAddress, failure == nil else { return nil }
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(1, base + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return written < 0 ? errno : EIO }
        offset += written
      }
      return nil
    }
    failure = failure ?? failed
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is buffered, then fails the command when any write failed
  /// (``failedOutput(_:)``).
  mutating func finish() throws {
    flush()
    if let failure { throw failedOutput(failure) }
  }
}
