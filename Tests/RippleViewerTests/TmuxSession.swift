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

  /// Whether `/proc` tells a process's state (Linux), which the tests of stopped viewers read.
  static let watchesProcesses = FileManager.default.fileExists(atPath: "/proc/self/stat")

  /// `env`'s option that gives SIGTTOU and SIGTTIN their default action, as in a terminal
  /// session: the test runner ignores them, and its children inherit that. GNU `env` only.
  #if os(Linux)
    private static let defaultTerminalSignals = "--default-signal=TTOU,TTIN"
  #else
    private static let defaultTerminalSignals = ""
  #endif

  /// Starts `ripplescope view TRACE` in a detached `width`×`height` session.
  /// - Parameters:
  ///   - jobControl: Whether the viewer runs as a job of its own (see the type).
  ///   - pipingTrace: Whether the trace comes through a pipe on standard input
  ///     (`cat TRACE | ripplescope view /dev/stdin`), the keys then from the terminal.
  ///   - launcher: A command the viewer runs under, e.g. `setsid -w`.
  init(
    trace: String, width: Int, height: Int, environment: String = "", jobControl: Bool = false,
    pipingTrace: Bool = false, launcher: String = ""
  ) throws {
    guard let tmux = Self.tmuxPath, let binary = Self.binary else {
      throw TmuxError("tmux or the built ripplescope is missing")
    }
    self.tmux = tmux
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // With job control, a stopped viewer is continued once the test says so, in the modes an
    // interactive shell would give the terminal back (`stty sane`); one that ended meanwhile
    // is reported by bash (`Exit 143`).
    let continuing = """
      if [ -n "$(jobs -s)" ]; then
        echo
        echo STOPPED
        until [ -e '\(folder.path)/continue' ]; do sleep 0.05; done
        if [ -n "$(jobs -s)" ]; then
          stty sane
          fg > /dev/null
          status=$?
        else
          jobs
        fi
      fi
      """
    // A watchdog ends the server once the test process is gone, should it die before
    // `deinit` (an interrupted `swift test`): started before job control, in a subshell that
    // returns at once, it is no job of the script's. `deinit` kills it with the pane.
    let watchdog = """
      ( ( while kill -0 \(ProcessInfo.processInfo.processIdentifier) 2>/dev/null; do sleep 1; done
          '\(tmux)' -L '\(socket)' kill-server; rm -rf '\(folder.path)'
        ) < /dev/null > /dev/null 2>&1 & )
      """
    // The inner shell records its own id, which `exec` hands on to the viewer.
    let script = """
      \(watchdog)
      \(jobControl ? "set -m" : "")
      trap ':' INT QUIT
      \(pipingTrace ? "cat '\(trace)' | " : "")sh -c 'echo $$ > "$0"; exec \
        env \(Self.defaultTerminalSignals) TERM=xterm-256color LANG=C.UTF-8 \(environment) \(launcher) "$1" view "$2"' \
        '\(folder.path)/pid' '\(binary)' '\(pipingTrace ? "/dev/stdin" : trace)'
      status=$?
      \(jobControl ? continuing : "")
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

  /// Ends the viewer and the pane's processes, then the server, and removes the files:
  /// nothing is left running after a test.
  deinit {
    let info =
      (try? run(
        ["display-message", "-p", "-t", session, "#{pid} #{pane_pid} #{socket_path}"],
        capturing: true))?
      .split(separator: " ", maxSplits: 2).map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      ?? []
    // With job control or a launcher like `setsid` the viewer has a process group of its
    // own, which holds the pane's terminal open.
    if let viewer = try? viewerPID(), let binary = Self.binary {
      Self.end(viewer, ifItsCommandHas: binary)
    }
    if info.count == 3, let pane = Int32(info[1]), pane > 1 { kill(-pane, SIGKILL) }
    _ = try? run(["kill-server"])
    // A server that missed kill-server would outlive its socket, unreachable.
    if info.count == 3, let server = Int32(info[0]) { Self.end(server, ifItsCommandHas: socket) }
    if info.count == 3 { try? FileManager.default.removeItem(atPath: info[2]) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Kills a process if its command line in `/proc` still has `text`, since its id may have
  /// been reused; where there is no `/proc` (macOS), it cannot tell and leaves it.
  private static func end(_ pid: Int32, ifItsCommandHas text: String) {
    guard pid > 1,
      let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
      command.contains(text)
    else { return }
    kill(pid, SIGKILL)
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

  /// Whether the pane shows the alternate screen, which the viewer takes once it starts.
  func isOnAlternateScreen() throws -> Bool {
    try run(["display-message", "-p", "-t", session, "#{alternate_on}"], capturing: true)
      .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
  }

  /// Sends a signal to the viewer's process.
  func signal(_ number: Int32) throws {
    kill(try viewerPID(), number)
  }

  /// Lets the script continue the viewer it saw stopped (with job control).
  func continueStoppedViewer() throws {
    try Data().write(to: folder.appendingPathComponent("continue"))
  }

  /// Whether the viewer's process has ended (gone, or a zombie not reaped yet).
  func viewerHasEnded() throws -> Bool {
    try kill(viewerPID(), 0) != 0 || viewerState() == "Z"
  }

  /// The blocked-signal masks (`SigBlk` in `/proc`, Linux) of the viewer's threads other
  /// than its main one: bit n − 1 stands for signal n.
  func blockedSignalsOfOtherThreads() throws -> [UInt64] {
    let pid = try viewerPID()
    let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
    return tasks.filter { $0 != "\(pid)" }.compactMap { task in
      let status = try? String(
        contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
      guard let line = status?.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") })
      else { return nil }
      return UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    }
  }

  /// Waits until the viewer's process is stopped, as `/proc` tells (Linux).
  func waitUntilTheViewerStops(timeout: Double = 20) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while try viewerState() != "T" {
      guard Date() < deadline else { throw TmuxError("the viewer did not stop") }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// The viewer's state letter in `/proc/PID/stat` (`S` sleeping, `T` stopped, `Z` zombie),
  /// or `nil` where there is none.
  private func viewerState() throws -> Character? {
    let stat = try? String(contentsOfFile: "/proc/\(viewerPID())/stat", encoding: .utf8)
    // `pid (name) S …`: the state follows the parenthesised name.
    return stat?.split(separator: ")").last?.first { !$0.isWhitespace }
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
