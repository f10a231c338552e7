import Foundation
import RippleTrace

/// Finds the trace files a command was given: files as named, folders searched recursively
/// for `*.ripple.jsonl`, in a stable sorted order, each file once however often it is named.
public enum TraceFiles {
  /// The extension every trace file has.
  public static let fileExtension = ".ripple.jsonl"

  /// Expands files and folders into trace files. A file named again (`check a a`, a folder
  /// and a file in it, a link to a file already found) is kept once, under its first name.
  /// - Returns: The files, and the paths that give none, each with why, a folder's in sorted
  ///   order: it does not exist (a file found in a folder too, when its name cannot be
  ///   opened), it cannot be reached or listed (the system's reason: a folder without search
  ///   permission, a loop of links), it is a pipe or a device found in a folder, or it is a
  ///   folder without a trace file (a misspelled folder must not pass as checked).
  public static func expand(_ paths: [String]) -> (
    files: [String], unusable: [(path: String, reason: String)]
  ) {
    var files: [String] = []
    var unusable: [(path: String, reason: String)] = []
    var seen = Set<FileIdentity>()
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        unusable.append((path, missingReason(path)))
        continue
      }
      guard isFolder.boolValue else {
        // A file gone since `fileExists` is kept: reading it says why it cannot be.
        if FileIdentity(path: path).map({ seen.insert($0).inserted }) ?? true {
          files.append(path)
        }
        continue
      }
      let (names, unlisted) = traceNames(in: path)
      var problems = unlisted
      var found = unlisted.count
      defer { unusable += problems.sorted { $0.path < $1.path } }
      for name in names {
        let file = (path as NSString).appendingPathComponent(name)
        var status = stat()
        guard stat(file, &status) == 0 else {
          // Listed, yet not there by its name: gone since, or a name that is not UTF-8.
          problems.append((file, missingReason(file)))
          found += 1
          continue
        }
        // Only regular files (or links to them) are read: a folder named like a trace is
        // searched, not read, and a pipe would block the search until something writes to it,
        // so it is named instead: a trace not checked must not pass unseen.
        if status.st_mode & S_IFMT == S_IFDIR { continue }
        guard status.st_mode & S_IFMT == S_IFREG else {
          problems.append((file, "not a regular file (a pipe or a device): not read in a folder"))
          found += 1
          continue
        }
        if seen.insert(FileIdentity(status)).inserted { files.append(file) }
        found += 1
      }
      if found == 0 { unusable.append((path, "no *\(fileExtension) file in this folder")) }
    }
    return (files, unusable)
  }

  /// The names ending in ``fileExtension`` under a folder, relative to it, sorted, and the
  /// subfolders that could not be listed, with why. Links are followed, to folders too (a
  /// folder given as a link, a linked subfolder; one may lead outside the folder, as
  /// `find -L` follows it), and each folder is searched once, under the first name the
  /// sorted search reaches it by.
  private static func traceNames(in folder: String) -> (
    names: [String], unlisted: [(path: String, reason: String)]
  ) {
    var names: [String] = []
    var unlisted: [(path: String, reason: String)] = []
    var searched = Set<FileIdentity>()
    func search(_ relative: String) {
      let directory = (folder as NSString).appendingPathComponent(relative)
      guard let identity = FileIdentity(path: directory), searched.insert(identity).inserted
      else { return }
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
        unlisted.append((directory, listingProblem(directory) ?? "cannot be listed"))
        return
      }
      for entry in entries.sorted() {
        let name = (relative as NSString).appendingPathComponent(entry)
        let path = (directory as NSString).appendingPathComponent(entry)
        var status = stat()
        guard stat(path, &status) == 0 else {
          // Named like a trace, it is named with why by the caller; otherwise only when it
          // may hide traces: a folder that cannot be reached, not a dangling link.
          if entry.hasSuffix(fileExtension) {
            names.append(name)
          } else if let reason = unreachableReason(path) {
            unlisted.append((path, reason))
          }
          continue
        }
        if status.st_mode & S_IFMT == S_IFDIR { search(name) }
        if entry.hasSuffix(fileExtension) { names.append(name) }
      }
    }
    search("")
    return (names.sorted(), unlisted)
  }

  /// Why a folder cannot be listed (`cannot be listed: Permission denied`); `nil` when it can.
  private static func listingProblem(_ folder: String) -> String? {
    guard let directory = opendir(folder) else {
      return "cannot be listed: \(String(cString: strerror(errno)))"
    }
    closedir(directory)
    return nil
  }

  /// Why a path names nothing (``UndecodableFileName``), or cannot be examined (a folder on
  /// its way that cannot be searched).
  private static func missingReason(_ path: String) -> String {
    unreachableReason(path) ?? "no such file or folder"
  }

  /// Why a path that `stat` cannot examine is not simply missing: the system's reason (no
  /// search permission on a folder on its way, a loop of links), or a name that is not
  /// UTF-8; `nil` when it is missing, as a dangling link's target is.
  private static func unreachableReason(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) != 0 else { return nil }
    let code = errno
    guard code == ENOENT else { return String(cString: strerror(code)) }
    return UndecodableFileName.reason(for: path)
  }
}
