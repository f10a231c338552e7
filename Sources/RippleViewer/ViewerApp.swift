import RippleTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ripplescope view TRACE`: loads the trace (a malformed one fails before the terminal is
/// even checked), runs the viewer and gives the terminal back on every way
/// out.
public enum ViewerApp {
  /// Runs the viewer on a trace file.
  /// - Parameter printError: Writes a line to standard error: the trace's warnings before the
  ///   screen is taken (they show again once it is given back), errors after it is restored.
  /// - Returns: The exit code: 0 after `q` or the end of input, 1 when there is no usable
  ///   terminal, 2 for a malformed trace, 128 + the signal after SIGINT, SIGTERM, SIGHUP or
  ///   SIGQUIT.
  public static func run(path: String, printError: (String) -> Void) -> Int32 {
    // The trace first: a bad one is exit 2 wherever the viewer runs.
    let model: TraceModel
    do {
      model = try TraceModel(path: path)
    } catch {
      printError(error.description)
      return 2
    }
    if let problem = Terminal.problem() {
      // Each line alone: a line break inside a message is escaped, as a name's would be.
      for line in problem.split(separator: "\n") { printError(String(line)) }
      return 1
    }
    for warning in model.warnings { printError(warning.description) }
    guard let terminal = Terminal() else {
      let term = getenv("TERM").map { String(cString: $0) } ?? ""
      printError(
        "ripplescope view cannot start curses on this terminal (TERM '\(term)') or open "
          + "it for keys; try TERM=xterm-256color, or `ripplescope frame` / "
          + "`ripplescope report`.")
      return 1
    }
    defer { terminal.restore() }
    var session = ViewerSession(model: model, terminal: terminal)
    return session.run().map { 128 + $0 } ?? 0
  }
}
