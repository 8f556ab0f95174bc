#ifndef FLASHCARDS_SIGNALS_H
#define FLASHCARDS_SIGNALS_H

// The signals that end or abandon a game, caught so that the game can end cleanly. Their state
// is defined once, in signals.c: a `static` variable in a header is one copy per object file that
// includes it, and in the release build the handler set one copy while the program read another.

// Installs a handler for SIGINT, SIGTERM and SIGHUP without SA_RESTART, so that a blocked read
// (libedit's or stdio's) returns instead of restarting, and the game can end cleanly.
void flashcards_install_signal_handlers(void);

// Returns the signal received since the last call (0 if none) and forgets it.
int flashcards_take_signal(void);

// The first SIGTERM or SIGHUP received, kept for good (for the exit status), or 0.
int flashcards_terminating_signal(void);

// The last signal received (0 if none), without forgetting it: for a wait that must give up on
// Ctrl-C, SIGTERM or SIGHUP while the game loop still has to see the signal afterwards.
int flashcards_peek_signal(void);

// Seconds the program has spent stopped by Ctrl-Z (SIGTSTP) until it was continued, so that the
// time of a game leaves them out. Measured on CLOCK_BOOTTIME, the clock of Swift's ContinuousClock.
double flashcards_stopped_seconds(void);

#endif
