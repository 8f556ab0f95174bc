#ifndef FLASHCARDS_CEDITLINE_SHIM_H
#define FLASHCARDS_CEDITLINE_SHIM_H

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <editline/readline.h>

// Swift 6 rejects touching mutable C globals directly, so they are reached through these.
static inline void flashcards_set_readline_name(const char *name) {
  rl_readline_name = name;
}

// The last SIGINT or SIGTERM received, set by the handler below and read once by Swift.
static volatile sig_atomic_t flashcards_received_signal = 0;

// Set for good once SIGTERM has been received, for the exit status.
static volatile sig_atomic_t flashcards_terminated = 0;

// A signal that arrives after the program checked for one but before its read begins would be
// noticed only after the next line is typed: the read has not started, so it is not interrupted.
// An alarm a second later interrupts that read; it is cancelled as soon as the signal is taken.
static void flashcards_signal_handler(int signal_number) {
  flashcards_received_signal = signal_number;
  if (signal_number == SIGTERM) flashcards_terminated = 1;
  alarm(1);
}

// Only interrupts a blocked read (see above).
static void flashcards_alarm_handler(int signal_number) {
  (void)signal_number;
}

static inline int flashcards_was_terminated(void) {
  return flashcards_terminated;
}

// Installs a handler for SIGINT and SIGTERM without SA_RESTART, so that a blocked read
// (libedit's or stdio's) returns instead of restarting, and the game can end cleanly.
static inline void flashcards_install_signal_handlers(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = flashcards_signal_handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, NULL);
  sigaction(SIGTERM, &action, NULL);
  action.sa_handler = flashcards_alarm_handler;
  sigaction(SIGALRM, &action, NULL);
  // A process inherits blocked signals from its parent; blocked, they would never arrive.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigprocmask(SIG_UNBLOCK, &signals, NULL);
}

// Reads one line of standard input into *line (to be freed by the caller) and returns its
// length in bytes, newline included, or -1 at the end of input or when a signal interrupted the
// wait. Swift's readLine() retries a read interrupted by a signal, and glibc's getline then fails
// at once on the stream's error flag without changing errno: Ctrl-C on piped input spun forever.
// The error flag is cleared here so that a later read is not refused.
static inline long flashcards_read_line(char **line) {
  size_t capacity = 0;
  *line = NULL;
  ssize_t length = getline(line, &capacity, stdin);
  if (length < 0 && ferror(stdin)) clearerr(stdin);
  return (long)length;
}

// Returns the signal received since the last call (0 if none) and forgets it.
static inline int flashcards_take_signal(void) {
  int signal_number = flashcards_received_signal;
  flashcards_received_signal = 0;
  if (signal_number != 0) alarm(0);
  return signal_number;
}

#endif
