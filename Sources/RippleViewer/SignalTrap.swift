import CSignalTrap

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl-\) turned into a flag the viewer's loop polls,
/// so that it ends cleanly and restores the terminal instead of dying with the screen taken;
/// SIGTSTP (Ctrl-Z) into another, so that it gives the terminal back before it stops; SIGCONT
/// into a third, so that it takes the terminal again once continued.
enum SignalTrap {
  /// Starts routing the signals to the flags.
  static func install() {
    cst_trap_signals()
  }

  /// Leaves the signals to the viewer's thread: call it first on any other thread. A signal
  /// handled there while the viewer draws would give the screen back in the middle of a
  /// drawing that then goes on.
  static func keepOffThisThread() {
    cst_keep_signals_off_this_thread()
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

  /// Whether the process was continued (SIGCONT) since the last call, after Ctrl-Z or any
  /// other stop (SIGSTOP), which the shell may have used to put the terminal back in its
  /// own modes.
  static func takeContinued() -> Bool {
    cst_take_continue() != 0
  }

  /// Stops the process, as Ctrl-Z does, until the shell continues it (`fg`).
  static func stopProcess() {
    cst_stop()
  }

  /// Keeps the terminal's modes as they are now, before curses changes them, for
  /// ``setBusy(_:)``'s way out.
  static func saveTerminalModes() {
    cst_save_terminal_modes(STDOUT_FILENO)
  }

  /// Keeps the bytes that give the screen back, for ``setBusy(_:)``'s way out.
  static func setRestoreBytes(_ bytes: String) {
    cst_set_restore_bytes(bytes)
  }

  /// Whether the viewer is busy, not waiting for a key: a drawing with hundreds of live
  /// ripples can take seconds. A SIGINT, SIGTERM, SIGHUP or SIGQUIT then cannot wait for the
  /// loop: its handler gives the screen back (the bytes and modes kept) and exits at once
  /// with 128 + the signal, as the loop would.
  static func setBusy(_ busy: Bool) {
    cst_set_busy(busy ? 1 : 0)
  }

  /// Lets a process in the background give the terminal back (set its modes) instead of
  /// being stopped by SIGTTOU for it.
  static func allowBackgroundOutput() {
    cst_ignore_background_output()
  }
}
