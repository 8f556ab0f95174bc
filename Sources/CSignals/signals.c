#include "flashcards_signals.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

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
