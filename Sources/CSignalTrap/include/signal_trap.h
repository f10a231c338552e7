// SIGINT, SIGTERM, SIGHUP and SIGQUIT turned into a flag, so that the viewer's loop ends and
// restores the terminal instead of the process dying with the screen taken; SIGTSTP (Ctrl-Z)
// into another, so that the loop gives the terminal back before the process stops; SIGCONT
// into a third, so that it takes the terminal again however it was stopped. The flags
// are defined once, in signal_trap.c: a static flag in a header gets one copy per object file,
// and a release build that inlines the setter into one file and the reader into another never
// sees a signal.
#ifndef CSIGNALTRAP_SIGNAL_TRAP_H
#define CSIGNALTRAP_SIGNAL_TRAP_H

/// Routes SIGINT, SIGTERM, SIGHUP and SIGQUIT to the signal flag, SIGTSTP to the suspend
/// flag and SIGCONT to the continue flag (no SA_RESTART, so a blocking read returns), and
/// unblocks them; a signal ignored on entry stays ignored. Call it before curses starts:
/// ncurses then leaves them alone (it would otherwise ignore SIGTSTP during every update).
void cst_trap_signals(void);

/// Blocks the trapped signals in the calling thread, so that the system hands them to a
/// thread that does not block them: the viewer's. A handler running on another thread while
/// the viewer's draws would write the restore bytes in the middle of the screen's.
void cst_keep_signals_off_this_thread(void);

/// The last signal trapped, or 0.
int cst_pending_signal(void);

/// Whether SIGTSTP arrived since the last call; clears the flag.
int cst_take_suspend(void);

/// Whether the process was continued (SIGCONT) since the last call; clears the flag.
int cst_take_continue(void);

/// Ignores SIGTTOU, so that a process in the background can still set the terminal's modes
/// (giving it back) instead of being stopped for it.
void cst_ignore_background_output(void);

/// Stops the process as SIGTSTP's default action does, and returns once it is continued
/// (SIGCONT); SIGTSTP is routed to the suspend flag again. In an orphaned process group,
/// where the system discards the stop, it returns at once.
void cst_stop(void);

/// Keeps the terminal modes of `descriptor` (call it before curses changes them), which a
/// signal while busy puts back.
void cst_save_terminal_modes(int descriptor);

/// Keeps the bytes (at most 510) that give the screen back to the shell (leave the alternate
/// screen, show the cursor, …), which a signal while busy writes to standard output.
void cst_set_restore_bytes(const char *bytes);

/// Whether the viewer is busy (not waiting for a key). A SIGINT, SIGTERM, SIGHUP or SIGQUIT
/// while busy cannot wait for the loop: the handler writes the restore bytes, puts the saved
/// modes back and exits at once with 128 + the signal.
void cst_set_busy(int busy);

#endif
