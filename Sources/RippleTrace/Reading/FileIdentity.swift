#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as the file system knows it, whatever name reaches it: its device and inode.
public struct FileIdentity: Hashable, Sendable {
  private let device: UInt64
  private let inode: UInt64

  /// The file that `stat` described.
  public init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// The file `path` names (links followed), or `nil` when it cannot be examined.
  public init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }
}
