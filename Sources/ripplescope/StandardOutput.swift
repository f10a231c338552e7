import Foundation

/// Standard output for commands that write many lines: lines gather in a buffer that is
/// written in large blocks, where `print` would lock and write stdout line by line.
///
/// Call ``flush()`` before the command returns or throws; whatever is still buffered is lost
/// otherwise.
struct StandardOutput {
  /// The bytes not written yet.
  private var buffer: [UInt8] = []
  /// How many bytes gather before a write.
  private let blockSize = 1 << 16

  init() {
    buffer.reserveCapacity(blockSize + 1024)
  }

  /// Adds a line and its newline; writes the buffer once it holds a block.
  mutating func write(line: String) {
    var line = line
    line.withUTF8 { buffer.append(contentsOf: $0) }
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= blockSize { flush() }
  }

  /// Writes every buffered byte to file descriptor 1, retrying short and interrupted writes;
  /// bytes a failing write refuses are dropped. A closed pipe (`| head`) ends the process
  /// with SIGPIPE first (exit status 141 in a shell), as it does other command-line tools.
  mutating func flush() {
    buffer.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(1, base + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
