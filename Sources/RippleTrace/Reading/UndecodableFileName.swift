/// A file name whose bytes are not UTF-8: it reaches the program with U+FFFD in their place,
/// and then names no file, so it is said why instead of "no such file".
public enum UndecodableFileName {
  /// Why a path names no file when it holds U+FFFD (a name that is not valid UTF-8), or `nil`.
  public static func reason(for path: String) -> String? {
    isUndecodable(path) ? "its name is not valid UTF-8, so it cannot be opened: rename it" : nil
  }

  /// Whether a path holds U+FFFD, in place of bytes that were not UTF-8.
  public static func isUndecodable(_ path: String) -> Bool {
    path.unicodeScalars.contains("\u{FFFD}")
  }
}
