#ifndef FLASHCARDS_CEDITLINE_SHIM_H
#define FLASHCARDS_CEDITLINE_SHIM_H

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

// Swift 6 rejects touching mutable C globals directly, so they are reached through these.
static inline void flashcards_set_readline_name(const char *name) {
  rl_readline_name = name;
}

// The last SIGINT or SIGTERM received, set by the handler below and read once by Swift.
static volatile sig_atomic_t flashcards_received_signal = 0;

static void flashcards_signal_handler(int signal_number) {
  flashcards_received_signal = signal_number;
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
}

// Returns the signal received since the last call (0 if none) and forgets it.
static inline int flashcards_take_signal(void) {
  int signal_number = flashcards_received_signal;
  flashcards_received_signal = 0;
  return signal_number;
}

#endif
