// SIGINT, SIGTERM, SIGHUP and SIGQUIT turned into a flag, so that the viewer's loop ends and
// restores the terminal instead of the process dying with the screen taken. The flag is
// defined once, in signal_trap.c: a static flag in a header gets one copy per object file, and
// a release build that inlines the setter into one file and the reader into another never
// sees a signal.
#ifndef CSIGNALTRAP_SIGNAL_TRAP_H
#define CSIGNALTRAP_SIGNAL_TRAP_H

/// Routes SIGINT, SIGTERM, SIGHUP and SIGQUIT to the flag (no SA_RESTART, so a blocking read
/// returns).
void cst_trap_signals(void);

/// The last signal trapped, or 0.
int cst_pending_signal(void);

#endif
