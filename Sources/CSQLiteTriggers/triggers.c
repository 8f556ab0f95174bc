#include "flashcards_sqlite_triggers.h"

#include <sqlite3.h>

int flashcards_sqlite_enable_triggers(void *connection, int enable) {
  int now = -1;
  if (sqlite3_db_config((sqlite3 *)connection, SQLITE_DBCONFIG_ENABLE_TRIGGER, enable, &now) != SQLITE_OK) {
    return -1;
  }
  return now;
}
