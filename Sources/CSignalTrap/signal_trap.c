#include "signal_trap.h"

#include <signal.h>
#include <string.h>

static volatile sig_atomic_t signal_flag = 0;
static volatile sig_atomic_t suspend_flag = 0;
static volatile sig_atomic_t continue_flag = 0;

static void handle_signal(int number) { signal_flag = number; }

static void handle_suspend(int number) {
  (void)number;
  suspend_flag = 1;
}

static void handle_continue(int number) {
  (void)number;
  continue_flag = 1;
}

static void route(int number, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  sigaction(number, &action, NULL);
}

void cst_trap_signals(void) {
  int numbers[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT};
  sigset_t mask;
  sigemptyset(&mask);
  for (unsigned i = 0; i < sizeof numbers / sizeof *numbers; i++) {
    void (*handler)(int) = numbers[i] == SIGTSTP   ? handle_suspend
                           : numbers[i] == SIGCONT ? handle_continue
                                                   : handle_signal;
    route(numbers[i], handler);
    sigaddset(&mask, numbers[i]);
  }
  // A blocked signal would stay pending: the mask is inherited, and a launcher may block them.
  sigprocmask(SIG_UNBLOCK, &mask, NULL);
}

int cst_pending_signal(void) { return signal_flag; }

int cst_take_suspend(void) {
  int requested = suspend_flag;
  suspend_flag = 0;
  return requested;
}

int cst_take_continue(void) {
  int continued = continue_flag;
  continue_flag = 0;
  return continued;
}

void cst_ignore_background_output(void) { signal(SIGTTOU, SIG_IGN); }

void cst_stop(void) {
  route(SIGTSTP, SIG_DFL);
  raise(SIGTSTP);
  route(SIGTSTP, handle_suspend);
}
