#include "flashcards_signals.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

// A few at a time at most: an export's temporary, or an upgrade backup's and SQLite's files beside it.
#define SLOTS 16
#define SLOT_PATH_SIZE 4096
// `name` is cut to this many bytes, so that the temporary's name stays under NAME_MAX (255).
#define NAME_PART_LIMIT 200
#define RANDOM_LENGTH 12

// A slot is claimed (FREE -> FILLING), its path written, then published (-> KEPT); the handler
// reads only KEPT slots, whose paths are complete.
enum { FREE = 0, FILLING = 1, KEPT = 2 };
static _Atomic int slot_state[SLOTS];
static char slot_path[SLOTS][SLOT_PATH_SIZE];

static const int ending_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
#define ENDING_SIGNAL_COUNT (sizeof ending_signals / sizeof ending_signals[0])

// Prepared before any handler runs: the handler only passes it to sigaction.
static struct sigaction default_action;

// Removes every kept temporary, then ends the program by the signal, as its default action would
// have: the signal, blocked while this runs, is delivered again once it returns.
static void remove_temporaries_and_end(int signal_number) {
  for (int slot = 0; slot < SLOTS; slot++) {
    if (atomic_load(&slot_state[slot]) == KEPT) unlink(slot_path[slot]);
  }
  sigaction(signal_number, &default_action, NULL);
  raise(signal_number);
}

static void install_handlers_once(void) {
  static atomic_int installed = 0;
  if (atomic_exchange(&installed, 1)) return;
  memset(&default_action, 0, sizeof default_action);
  default_action.sa_handler = SIG_DFL;
  sigemptyset(&default_action.sa_mask);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = remove_temporaries_and_end;
  sigemptyset(&action.sa_mask);
  for (size_t index = 0; index < ENDING_SIGNAL_COUNT; index++) sigaddset(&action.sa_mask, ending_signals[index]);
  for (size_t index = 0; index < ENDING_SIGNAL_COUNT; index++) {
    struct sigaction current;
    if (sigaction(ending_signals[index], NULL, &current) != 0) continue;
    if ((current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_DFL) {
      sigaction(ending_signals[index], &action, NULL);
    }
  }
}

static int keep(const char *path) {
  if (strlen(path) >= SLOT_PATH_SIZE) {
    errno = ENAMETOOLONG;
    return -1;
  }
  install_handlers_once();
  for (int slot = 0; slot < SLOTS; slot++) {
    int expected = FREE;
    if (atomic_compare_exchange_strong(&slot_state[slot], &expected, FILLING)) {
      strcpy(slot_path[slot], path);
      atomic_store(&slot_state[slot], KEPT);
      return 0;
    }
  }
  errno = EMFILE;
  return -1;
}

void flashcards_temporary_forget(const char *path) {
  for (int slot = 0; slot < SLOTS; slot++) {
    if (atomic_load(&slot_state[slot]) == KEPT && strcmp(slot_path[slot], path) == 0) {
      atomic_store(&slot_state[slot], FREE);
      return;
    }
  }
}

void flashcards_temporary_remove(const char *path) {
  unlink(path);
  flashcards_temporary_forget(path);
}

int flashcards_temporary_watch(const char *path) {
  return keep(path);
}

// Letters and digits only: the name means nothing to a shell, a glob or a terminal.
static int random_part(char *text) {
  static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  unsigned char bytes[RANDOM_LENGTH];
  if (getentropy(bytes, sizeof bytes) != 0) return -1;
  for (int index = 0; index < RANDOM_LENGTH; index++) text[index] = alphabet[bytes[index] % 36];
  text[RANDOM_LENGTH] = '\0';
  return 0;
}

int flashcards_temporary_create(const char *folder, const char *name, char **path) {
  *path = NULL;
  size_t name_length = strlen(name);
  if (name_length > NAME_PART_LIMIT) {
    name_length = NAME_PART_LIMIT;
    // Not in the middle of a UTF-8 character.
    while (name_length > 0 && ((unsigned char)name[name_length] & 0xC0) == 0x80) name_length--;
  }
  const char *directory = folder[0] == '\0' ? "." : folder;
  const char *separator = directory[strlen(directory) - 1] == '/' ? "" : "/";
  char candidate[SLOT_PATH_SIZE];
  // O_EXCL fails on any name in use, a planted symbolic link included; another random name is tried.
  for (int attempt = 0; attempt < 100; attempt++) {
    char random[RANDOM_LENGTH + 1];
    if (random_part(random) != 0) return -1;
    int length = snprintf(
      candidate, sizeof candidate, "%s%s.%.*s.%s.partial", directory, separator, (int)name_length, name, random);
    if (length < 0 || (size_t)length >= sizeof candidate) {
      errno = ENAMETOOLONG;
      return -1;
    }
    // Kept before it exists: a signal between the creation and the keeping would leave it behind.
    if (keep(candidate) != 0) return -1;
    int descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    int open_error = errno;
    if (descriptor >= 0) {
      *path = strdup(candidate);
      if (*path != NULL) return descriptor;
      close(descriptor);
      flashcards_temporary_remove(candidate);
      errno = ENOMEM;
      return -1;
    }
    flashcards_temporary_forget(candidate);
    errno = open_error;
    if (open_error != EEXIST) return -1;
  }
  return -1;
}

mode_t flashcards_new_file_mode(void) {
  mode_t mask = 0;
  int found = 0;
  FILE *status = fopen("/proc/self/status", "re");
  if (status != NULL) {
    char line[256];
    while (!found && fgets(line, sizeof line, status) != NULL) {
      unsigned int value;
      if (sscanf(line, "Umask: %o", &value) == 1) {
        mask = (mode_t)value;
        found = 1;
      }
    }
    fclose(status);
  }
  if (!found) {
    // Without /proc (older Linux, macOS): read by setting it and setting it back at once.
    mask = umask(077);
    umask(mask);
  }
  return 0666 & ~mask;
}
