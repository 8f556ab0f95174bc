#ifndef FLASHCARDS_SIGNALS_H
#define FLASHCARDS_SIGNALS_H

#include <sys/types.h>

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

// ---- Temporary files (temporary_files.c) ----

// Files written whole are first written under a temporary name beside their target, then renamed
// into place. A temporary is created here, under a name nobody can guess, never through a
// symbolic link, and its path is kept in C memory so that SIGINT, SIGTERM, SIGHUP or SIGPIPE
// ending the program removes it: an interrupted write leaves nothing behind. (A handler may only
// do async-signal-safe work: it unlinks the paths stored here, then lets the signal end the
// program as it would have.) The handlers are installed at the first temporary, for each of those
// signals still at its default action: an ignored signal stays ignored, and the game's handlers
// (Signals.swift), which end a game without ending the program, are left alone.

// Creates a new, empty file for writing in `folder` ("" for the working directory), named
// `.<name>.<12 random letters and digits>.partial` (`name` cut to fit), with
// O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC and mode 0600. Returns its descriptor and sets `*path`
// to its path (malloc'd; the caller frees it), or returns -1 with errno set and `*path` NULL.
int flashcards_temporary_create(const char *folder, const char *name, char **path);

// Also removes `path` when a signal ends the program (a file another library creates beside a
// temporary, such as SQLite's journal). Returns 0, or -1 when too many paths are kept already.
int flashcards_temporary_watch(const char *path);

// Forgets `path`: it was renamed into place, or removed.
void flashcards_temporary_forget(const char *path);

// Removes the file at `path` and forgets it.
void flashcards_temporary_remove(const char *path);

// The mode a new file gets from open(2) with 0666, as a shell's `>` creates it: 0666 less the
// process's umask, read without changing it.
mode_t flashcards_new_file_mode(void);

#endif
