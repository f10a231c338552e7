#include "signal_trap.h"

#include <signal.h>
#include <string.h>

static volatile sig_atomic_t signal_flag = 0;

static void handle_signal(int number) { signal_flag = number; }

void cst_trap_signals(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handle_signal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGTERM, &action, NULL);
  sigaction(SIGHUP, &action, NULL);
  sigaction(SIGQUIT, &action, NULL);
}

int cst_pending_signal(void) { return signal_flag; }
