import Foundation
import GRDB

/// What a game loop left in a history file, read with GRDB directly rather than the store's code.
struct SavedHistory {
  var games: [Row]
  var cardCount: Int

  init(path: String) throws {
    (games, cardCount) = try DatabaseQueue(path: path).read { db in
      (
        try Row.fetchAll(db, sql: "SELECT * FROM gameResult ORDER BY id"),
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardResult") ?? 0
      )
    }
  }
}
