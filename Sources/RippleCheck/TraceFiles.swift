import Foundation

/// Finds the trace files a command was given: files as named, folders searched recursively
/// for `*.ripple.jsonl`, in a stable sorted order.
public enum TraceFiles {
  /// The extension every trace file has.
  public static let fileExtension = ".ripple.jsonl"

  /// Expands files and folders into trace files.
  /// - Returns: The files, and the paths that give none, each with why: it does not exist, or
  ///   it is a folder without a trace file (a misspelled folder must not pass as checked).
  public static func expand(_ paths: [String]) -> (
    files: [String], unusable: [(path: String, reason: String)]
  ) {
    var files: [String] = []
    var unusable: [(path: String, reason: String)] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        unusable.append((path, "no such file or folder"))
        continue
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      // Only regular files (or links to them) are read: a folder named like a trace is
      // searched, not read, and a pipe would block the search until something writes to it.
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(fileExtension) }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
        .filter(isRegularFile)
      if found.isEmpty { unusable.append((path, "no *\(fileExtension) file in this folder")) }
      files += found
    }
    return (files, unusable)
  }

  /// Whether a path names a regular file, following symbolic links.
  private static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }
}
