import Foundation

/// A detached tmux session on a private server that runs the built `ripplescope view`, for
/// end-to-end tests: send keys, resize, capture the pane, signal the viewer.
///
/// The pane runs a script that records the viewer's process id, execs it, then prints
/// `EXIT=<status>` and the terminal's `icanon`/`echo`/`isig` flags, so a test can check that
/// the terminal was given back. The script traps SIGINT so that Ctrl-C ends only the viewer,
/// as an interactive shell would. With job control (bash's `set -m`) the viewer runs as a job
/// of its own, which Ctrl-Z stops: the script then prints `STOPPED` and continues it with `fg`
/// once the test calls ``continueStoppedViewer()``.
final class TmuxSession {
  /// Whether tmux is installed.
  static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The built `ripplescope`: `RIPPLESCOPE_BINARY` when set (CI runs these tests against the
  /// release build too, whose optimizer once split a C flag the signal handler sets from the
  /// one the loop reads), else next to the test bundle or in `.build/debug`.
  static let binary: String? = {
    // Taken as given: a wrong path must fail the tests, not skip them.
    if let path = ProcessInfo.processInfo.environment["RIPPLESCOPE_BINARY"] { return path }
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(
        executable.deletingLastPathComponent().appendingPathComponent("ripplescope"))
    }
    candidates.append(
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("ripplescope"))
    candidates.append(Fixtures.packageRoot.appendingPathComponent(".build/debug/ripplescope"))
    return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  private let tmux: String
  private let socket = "ripplescope-test-\(UUID().uuidString.prefix(8))"
  private let session = "viewer"
  private let folder: URL
  private let jobControl: Bool

  /// Starts `ripplescope view TRACE` in a detached `width`×`height` session.
  /// - Parameters:
  ///   - jobControl: Whether the viewer runs as a job of its own (see the type).
  ///   - pipingTrace: Whether the trace comes through a pipe on standard input
  ///     (`cat TRACE | ripplescope view /dev/stdin`), the keys then from the terminal.
  init(
    trace: String, width: Int, height: Int, environment: String = "", jobControl: Bool = false,
    pipingTrace: Bool = false
  ) throws {
    guard let tmux = Self.tmuxPath, let binary = Self.binary else {
      throw TmuxError("tmux or the built ripplescope is missing")
    }
    self.tmux = tmux
    self.jobControl = jobControl
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = """
      \(jobControl ? "set -m" : "")
      trap ':' INT QUIT
      sh -c 'echo $$ > "$0"; \(pipingTrace ? "cat \"$2\" |" : "exec") \
        env TERM=xterm-256color LANG=C.UTF-8 \(environment) "$1" view \(pipingTrace ? "/dev/stdin" : "\"$2\"")' \
        '\(folder.path)/pid' '\(binary)' '\(trace)'
      status=$?
      if [ -n "$(jobs -s)" ]; then
        echo STOPPED
        until [ -e '\(folder.path)/continue' ]; do sleep 0.05; done
        fg > /dev/null
        status=$?
      fi
      echo "EXIT=$status"
      stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo|isig)$' | tr '\\n' ' '
      echo "STTY-END"
      exec sleep 60
      """
    let scriptURL = folder.appendingPathComponent("run.sh")
    try script.write(to: scriptURL, atomically: true, encoding: .utf8)
    try run([
      "new-session", "-d", "-s", session, "-x", String(width), "-y", String(height),
      "\(jobControl ? "bash" : "sh") \(scriptURL.path)",
    ])
  }

  /// Ends the pane's processes (the script and the viewer), then the server, and
  /// removes the files: nothing is left running after a test.
  deinit {
    let info =
      (try? run(
        ["display-message", "-p", "-t", session, "#{pane_pid} #{socket_path}"], capturing: true))?
      .split(separator: " ", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      ?? []
    if let pane = info.first.flatMap({ Int32($0) }), pane > 1 { kill(-pane, SIGKILL) }
    // With job control the viewer has a process group of its own; its id is checked to still
    // name a ripplescope, not a process that reused it.
    if jobControl, let viewer = try? viewerPID(), viewer > 1,
      let command = try? String(contentsOfFile: "/proc/\(viewer)/cmdline", encoding: .utf8),
      command.contains("ripplescope")
    {
      kill(viewer, SIGKILL)
    }
    _ = try? run(["kill-server"])
    if info.count == 2 { try? FileManager.default.removeItem(atPath: info[1]) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Sends keys as tmux names them (`l`, `Enter`, `C-c`, `?`).
  func send(_ keys: String...) throws {
    try run(["send-keys", "-t", session] + keys)
  }

  /// Sends text literally.
  func type(_ text: String) throws {
    try run(["send-keys", "-t", session, "-l", text])
  }

  /// Resizes the window, which the viewer sees as KEY_RESIZE.
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", session, "-x", String(width), "-y", String(height)])
  }

  /// The pane's text.
  func capture() throws -> String {
    try run(["capture-pane", "-p", "-t", session], capturing: true)
  }

  /// Sends a signal to the viewer's process.
  func signal(_ number: Int32) throws {
    kill(try viewerPID(), number)
  }

  /// Lets the script continue the viewer it saw stopped (with job control).
  func continueStoppedViewer() throws {
    try Data().write(to: folder.appendingPathComponent("continue"))
  }

  private func viewerPID() throws -> Int32 {
    let text = try String(contentsOf: folder.appendingPathComponent("pid"), encoding: .utf8)
    guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw TmuxError("no pid in \(text)")
    }
    return pid
  }

  /// Polls the pane until it satisfies a condition.
  /// - Returns: The last capture.
  @discardableResult
  func waitFor(
    _ description: String, timeout: Double = 20, _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var text = ""
    while Date() < deadline {
      text = try capture()
      if condition(text) { return text }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TmuxError("timed out waiting for \(description); the pane shows:\n\(text)")
  }

  /// Waits until every one of `texts` shows in the same capture of the pane.
  ///
  /// ncurses paints a screen in several writes, so text checked after a wait for other text
  /// may not be drawn yet: wait for all of it at once instead.
  @discardableResult
  func waitFor(_ texts: String..., timeout: Double = 20) throws -> String {
    try waitFor(texts.map { "'\($0)'" }.joined(separator: ", "), timeout: timeout) { screen in
      texts.allSatisfy(screen.contains)
    }
  }

  /// Runs a tmux command on the private server.
  @discardableResult
  private func run(_ arguments: [String], capturing: Bool = false) throws -> String {
    try Subprocess.run(
      tmux, ["-L", socket, "-f", "/dev/null"] + arguments, capturing: capturing
    ).output
  }
}

/// A failure of the tmux harness.
struct TmuxError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
