#ifndef FLASHCARDS_SQLITE_TRIGGERS_H
#define FLASHCARDS_SQLITE_TRIGGERS_H

/// Turns the triggers of the schema on (enable 1) or off (0) for one SQLite connection
/// (SQLITE_DBCONFIG_ENABLE_TRIGGER: a setting of the connection, not of the file; the schema is
/// not touched, and TEMP triggers still fire). Statements prepared before are recompiled on their
/// next step. Returns the setting now in force (0 or 1), or -1 when SQLite refused.
///
/// `sqlite3_db_config` is variadic, which Swift cannot call; `connection` is the `sqlite3 *` that
/// GRDB's `Database.sqliteConnection` holds (this header does not include sqlite3.h, so that no
/// second module declares SQLite's API beside GRDB's).
int flashcards_sqlite_enable_triggers(void *connection, int enable);

#endif
