import Foundation
import RippleTrace

/// Standard error for messages: written at once with `write(2)`, and a failed write (stderr on
/// a full disk, or closed) is ignored, where `FileHandle.standardError.write` would stop the
/// program. A message that cannot be shown must not change what the command does.
public enum StandardError {
  /// Writes text as it is, retrying short and interrupted writes, until a write fails.
  public static func write(_ text: String) {
    var text = text
    _ = text.withUTF8 { DescriptorWrite.all(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
  }

  /// The width in columns of the terminal standard error writes to; `nil` when it is not a
  /// terminal or does not say.
  public static var terminalColumns: Int? {
    var size = winsize()
    guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Writes a message and a line break, its control characters escaped: it may quote a trace.
  public static func write(message: String) {
    write(TerminalText.escapingControls(message) + "\n")
  }
}
