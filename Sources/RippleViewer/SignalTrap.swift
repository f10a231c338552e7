import CSignalTrap

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl-\) turned into a flag the viewer's loop polls,
/// so that it ends cleanly and restores the terminal instead of dying with the screen taken.
enum SignalTrap {
  /// Starts routing the signals to the flag.
  static func install() {
    cst_trap_signals()
  }

  /// The last signal received, or `nil`.
  static var pending: Int32? {
    let signal = cst_pending_signal()
    return signal == 0 ? nil : signal
  }
}
