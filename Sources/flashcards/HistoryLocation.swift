import Foundation

/// Where the history and the player's own decks live: `--db`, else `$FLASHCARDS_DB`, else
/// `history.sqlite` in the data folder (`$XDG_DATA_HOME/flashcards`, by default
/// `~/.local/share/flashcards`).
extension GlobalOptions {
  /// `~/.local/share/flashcards`, or the same under `$XDG_DATA_HOME`.
  var dataFolder: String {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return (xdg as NSString).appendingPathComponent("flashcards")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return (home as NSString).appendingPathComponent(".local/share/flashcards")
  }

  var resolvedDatabasePath: String {
    // An empty FLASHCARDS_DB is refused by validate(), as an empty --db is.
    databasePath ?? environment["FLASHCARDS_DB"] ?? (dataFolder as NSString).appendingPathComponent("history.sqlite")
  }
}
