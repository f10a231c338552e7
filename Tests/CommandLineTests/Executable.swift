import Foundation

/// Runs the built `ripplescope` executable, which SwiftPM puts next to the test bundle.
struct Executable {
  /// What a run printed and how it ended.
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built binary: `.build/<configuration>/ripplescope`, beside the test bundle or
  /// `Bundle.main` (on macOS the test runner, elsewhere the test bundle), else in
  /// `.build/debug`.
  static let url: URL? = {
    for start in [Bundle(for: BundleMarker.self).bundleURL, Bundle.main.bundleURL] {
      var directory = start
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("ripplescope")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory.deleteLastPathComponent()
      }
    }
    let built = packageRoot.appendingPathComponent(".build/debug/ripplescope")
    return FileManager.default.isExecutableFile(atPath: built.path) ? built : nil
  }()

  /// A class of the test module, whose bundle is the test bundle.
  private final class BundleMarker {}

  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `setpriv`, which runs a command as another user, when the tests run as root: root reads
  /// every folder, whatever its permissions.
  static let privilegeDropper: URL? =
    getuid() == 0
    ? ["/usr/bin/setpriv", "/bin/setpriv"].map(URL.init(fileURLWithPath:)).first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    } : nil

  /// Whether a run can be made as a user that permissions apply to (``privilegeDropper``).
  static var canRunUnprivileged: Bool { getuid() != 0 || privilegeDropper != nil }

  /// Runs the binary with arguments, from the package root unless told another folder. Its
  /// output goes to files, not pipes: reading one pipe to its end while the other fills would
  /// block both processes.
  /// - Parameters:
  ///   - output: A file standard output goes to instead (`/dev/full`); the outcome's `stdout`
  ///     is then empty.
  ///   - errors: A file standard error goes to instead; the outcome's `stderr` is then empty.
  ///   - unprivileged: Whether to run as `nobody` when the tests run as root.
  ///   - directory: The folder to run in.
  static func run(
    _ arguments: [String], writingTo output: String? = nil, errorsTo errors: String? = nil,
    unprivileged: Bool = false, in directory: URL = packageRoot
  ) throws -> Outcome {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripplescope-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (outputURL, errorsURL) = (
      folder.appendingPathComponent("stdout"), folder.appendingPathComponent("stderr")
    )
    try Data().write(to: outputURL)
    try Data().write(to: errorsURL)
    let process = Process()
    if unprivileged, let dropper = privilegeDropper {
      process.executableURL = dropper
      process.arguments =
        ["--reuid=65534", "--regid=65534", "--clear-groups", url.path] + arguments
    } else {
      process.executableURL = url
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    process.standardOutput = try FileHandle(
      forWritingTo: output.map { URL(fileURLWithPath: $0) } ?? outputURL)
    process.standardError = try FileHandle(
      forWritingTo: errors.map { URL(fileURLWithPath: $0) } ?? errorsURL)
    try process.run()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self))
  }

  /// Runs the executable on a trace: `text` written to a temporary file, whose path follows
  /// `arguments`.
  static func run(_ arguments: [String], onTrace text: String) throws -> Outcome {
    let trace = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-\(UUID()).ripple.jsonl")
    try Data(text.utf8).write(to: trace)
    defer { try? FileManager.default.removeItem(at: trace) }
    return try run(arguments + [trace.path])
  }
}
