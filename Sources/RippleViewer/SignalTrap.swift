import CNcurses

/// SIGINT, SIGTERM and SIGHUP turned into a flag the viewer's loop polls, so that it ends
/// cleanly and restores the terminal instead of dying with the screen taken.
///
/// Both calls live in this one file on purpose: the C flag is per object file.
enum SignalTrap {
  /// Starts routing the signals to the flag.
  static func install() {
    cn_trap_signals()
  }

  /// The last signal received, or `nil`.
  static var pending: Int32? {
    let signal = cn_pending_signal()
    return signal == 0 ? nil : signal
  }
}
