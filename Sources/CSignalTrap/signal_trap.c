#include "signal_trap.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// Lock-free atomics: a handler may store into them, and taking a flag reads and clears it in
// one step, so a signal that lands in between is not lost.
static atomic_int signal_flag = 0;
static atomic_int suspend_flag = 0;
static atomic_int continue_flag = 0;

// The way out while the viewer is busy: the terminal's modes before curses, and the bytes
// that give the screen back. Both are written once, before `busy_flag` is first set.
static atomic_int busy_flag = 0;
static struct termios saved_modes;
static int saved_descriptor = -1;
static char restore_bytes[512];
static size_t restore_length = 0;

static void handle_signal(int number) {
  atomic_store(&signal_flag, number);
  if (!atomic_load(&busy_flag)) return;
  // Only async-signal-safe calls: write, tcsetattr, _exit.
  if (restore_length > 0) (void)!write(STDOUT_FILENO, restore_bytes, restore_length);
  if (saved_descriptor >= 0) tcsetattr(saved_descriptor, TCSANOW, &saved_modes);
  _exit(128 + number);
}

static void handle_suspend(int number) {
  (void)number;
  atomic_store(&suspend_flag, 1);
}

static void handle_continue(int number) {
  (void)number;
  atomic_store(&continue_flag, 1);
}

static void route(int number, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  sigaction(number, &action, NULL);
}

static int is_ignored(int number) {
  struct sigaction current;
  return sigaction(number, NULL, &current) == 0 && current.sa_handler == SIG_IGN;
}

// The signals trapped.
static const int numbers[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT};

void cst_trap_signals(void) {
  sigset_t mask;
  sigemptyset(&mask);
  for (unsigned i = 0; i < sizeof numbers / sizeof *numbers; i++) {
    // A signal ignored on entry stays ignored, as shells expect: SIGINT and SIGQUIT for a
    // job started with `&`, SIGTSTP under a shell without job control.
    if (is_ignored(numbers[i])) continue;
    void (*handler)(int) = numbers[i] == SIGTSTP   ? handle_suspend
                           : numbers[i] == SIGCONT ? handle_continue
                                                   : handle_signal;
    route(numbers[i], handler);
    sigaddset(&mask, numbers[i]);
  }
  // A blocked signal would stay pending: the mask is inherited, and a launcher may block them.
  sigprocmask(SIG_UNBLOCK, &mask, NULL);
}

void cst_keep_signals_off_this_thread(void) {
  sigset_t mask;
  sigemptyset(&mask);
  for (unsigned i = 0; i < sizeof numbers / sizeof *numbers; i++) sigaddset(&mask, numbers[i]);
  pthread_sigmask(SIG_BLOCK, &mask, NULL);
}

int cst_pending_signal(void) { return atomic_load(&signal_flag); }

int cst_take_suspend(void) { return atomic_exchange(&suspend_flag, 0); }

int cst_take_continue(void) { return atomic_exchange(&continue_flag, 0); }

void cst_ignore_background_output(void) { route(SIGTTOU, SIG_IGN); }

void cst_stop(void) {
  route(SIGTSTP, SIG_DFL);
  raise(SIGTSTP);
  route(SIGTSTP, handle_suspend);
}

void cst_save_terminal_modes(int descriptor) {
  if (tcgetattr(descriptor, &saved_modes) == 0) saved_descriptor = descriptor;
}

void cst_set_restore_bytes(const char *bytes) {
  // CAN first: it ends an escape sequence the screen update may have left half written.
  size_t length = strlen(bytes);
  if (length > sizeof restore_bytes - 1) length = sizeof restore_bytes - 1;
  restore_bytes[0] = 0x18;
  memcpy(restore_bytes + 1, bytes, length);
  restore_length = length + 1;
}

void cst_set_busy(int busy) { atomic_store(&busy_flag, busy); }
