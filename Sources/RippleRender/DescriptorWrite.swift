import Foundation

/// Writing bytes to a file descriptor whole: short and interrupted writes are retried.
enum DescriptorWrite {
  /// Writes every byte, or stops at the first write that fails.
  /// - Returns: `nil` when every byte was written; otherwise the failure's `errno` (`EIO` for a
  ///   write that wrote nothing without one).
  static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return written < 0 ? errno : EIO }
      offset += written
    }
    return nil
  }
}
