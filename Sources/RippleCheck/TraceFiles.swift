import Foundation

/// Finds the trace files a command was given: files as named, folders searched recursively
/// for `*.ripple.jsonl`, in a stable sorted order.
public enum TraceFiles {
  /// The extension every trace file has.
  public static let fileExtension = ".ripple.jsonl"

  /// Expands files and folders into trace files.
  /// - Returns: The files, and the paths that do not exist.
  public static func expand(_ paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        missing.append(path)
        continue
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(fileExtension) }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
      files += found
    }
    return (files, missing)
  }
}
