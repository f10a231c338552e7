import CSignalTrap

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl-\) turned into a flag the viewer's loop polls,
/// so that it ends cleanly and restores the terminal instead of dying with the screen taken;
/// SIGTSTP (Ctrl-Z) into another, so that it gives the terminal back before it stops.
enum SignalTrap {
  /// Starts routing the signals to the flags.
  static func install() {
    cst_trap_signals()
  }

  /// The last signal received, or `nil`.
  static var pending: Int32? {
    let signal = cst_pending_signal()
    return signal == 0 ? nil : signal
  }

  /// Whether a suspension (Ctrl-Z) was asked for since the last call.
  static func takeSuspendRequest() -> Bool {
    cst_take_suspend() != 0
  }

  /// Stops the process, as Ctrl-Z does, until the shell continues it (`fg`).
  static func stopProcess() {
    cst_stop()
  }
}
