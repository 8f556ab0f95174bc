import FlashCardsStore
import Synchronization

/// The histories a command opened for reading, held until the process ends rather than closed
/// when the command is done: closing one (GRDB's deinit, then sqlite3_close freeing the schema)
/// is a measurable share of a short command, spent freeing memory the exit frees anyway. A
/// connection that only read leaves nothing on disk to finish.
///
/// Held only until the command opens the history to write: the last connection to close
/// checkpoints the WAL into the file and removes it, and a reader held open would keep a writer
/// from being the last (a copy of the file alone, made after a `sync`, lacked its server).
enum OpenUntilExit {
  private static let held = Mutex<[AppDatabase]>([])

  static func hold(_ database: AppDatabase) {
    held.withLock { $0.append(database) }
  }

  /// Closes the readers held (those no one else holds), before a writer is opened.
  static func release() {
    held.withLock { $0.removeAll() }
  }
}
