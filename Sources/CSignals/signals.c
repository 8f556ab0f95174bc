#include "flashcards_signals.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifdef CLOCK_BOOTTIME
#define STOP_CLOCK CLOCK_BOOTTIME
#else
#define STOP_CLOCK CLOCK_MONOTONIC
#endif

// The last SIGINT, SIGTERM or SIGHUP received, set by the handler below and taken by Swift.
static volatile sig_atomic_t received_signal = 0;

// Set for good by the first SIGTERM or SIGHUP, for the exit status.
static volatile sig_atomic_t terminating_signal = 0;

// A signal that arrives after the program checked for one but before its read begins would be
// noticed only after the next line is typed: the read has not started, so it is not interrupted.
// An alarm a second later interrupts that read; it is cancelled as soon as the signal is taken.
static void signal_handler(int signal_number) {
  received_signal = signal_number;
  if ((signal_number == SIGTERM || signal_number == SIGHUP) && terminating_signal == 0) {
    terminating_signal = signal_number;
  }
  alarm(1);
}

// Nanoseconds spent stopped, added by the SIGTSTP handler once the program is continued.
static _Atomic long long stopped_nanoseconds = 0;

static void install_stop_handler(void);

// Ctrl-Z: stops the program as the default action would (the handler is set back to the default
// and the signal raised again), then, once continued, adds the time it was stopped.
static void stop_handler(int signal_number) {
  int saved_errno = errno;
  struct timespec before, after;
  clock_gettime(STOP_CLOCK, &before);
  signal(signal_number, SIG_DFL);
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, signal_number);
  sigprocmask(SIG_UNBLOCK, &stop, NULL);
  raise(signal_number);
  // Continued.
  clock_gettime(STOP_CLOCK, &after);
  stopped_nanoseconds += (long long)(after.tv_sec - before.tv_sec) * 1000000000LL + (after.tv_nsec - before.tv_nsec);
  install_stop_handler();
  errno = saved_errno;
}

// SA_RESTART: a read under way when the program stops goes on once it is continued. A SIGTSTP
// ignored by whoever started the program (a shell without job control) stays ignored.
static void install_stop_handler(void) {
  struct sigaction current;
  if (sigaction(SIGTSTP, NULL, &current) == 0 && current.sa_handler == SIG_IGN) return;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = stop_handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGTSTP, &action, NULL);
}

double flashcards_stopped_seconds(void) {
  return (double)stopped_nanoseconds / 1e9;
}

// Only interrupts a blocked read (see above).
static void alarm_handler(int signal_number) {
  (void)signal_number;
}

void flashcards_install_signal_handlers(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = signal_handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGTERM, &action, NULL);
  sigaction(SIGHUP, &action, NULL);
  action.sa_handler = alarm_handler;
  sigaction(SIGALRM, &action, NULL);
  install_stop_handler();
  // A process inherits blocked signals from its parent; blocked, they would never arrive.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGHUP);
  sigprocmask(SIG_UNBLOCK, &signals, NULL);
}

int flashcards_take_signal(void) {
  int signal_number = received_signal;
  received_signal = 0;
  if (signal_number != 0) alarm(0);
  return signal_number;
}

int flashcards_terminating_signal(void) {
  return terminating_signal;
}

int flashcards_peek_signal(void) {
  return received_signal;
}
