#ifndef FLASHCARDS_CEDITLINE_SHIM_H
#define FLASHCARDS_CEDITLINE_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <editline/readline.h>

// Swift 6 rejects touching mutable C globals directly, so they are reached through these.
static inline void flashcards_set_readline_name(const char *name) {
  rl_readline_name = name;
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

#endif
