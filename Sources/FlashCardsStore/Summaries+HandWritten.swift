import FlashCardsCore
import GRDB

extension Summaries {
  /// Whether another program wrote games (or their cards) since FlashCards last counted them: the
  /// triggers of Migrations+SummariesInSwift.swift mark their players in `handWritten`.
  static func anyHandWritten(in db: Database) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM handWritten)") ?? false
  }

  /// Counts again what derives from the games of every player marked in `handWritten`, and takes
  /// the marks away. `progress` hears how far it has gone, counted in their card results replayed
  /// and then their games (of the sum of both). The caller holds the transaction.
  static func rebuildHandWritten(in db: Database, progress: (_ done: Int, _ total: Int) -> Void) throws {
    let players = try String.fetchAll(db, sql: "SELECT CAST(player AS TEXT) FROM handWritten WHERE player IS NOT NULL")
    let total =
      try Int.fetchOne(
        db,
        sql: """
          SELECT (SELECT COUNT(*) FROM gameResult WHERE player IN (SELECT player FROM handWritten))
            + (SELECT COUNT(*) FROM cardResult JOIN gameResult ON gameResult.id = cardResult.gameId
               WHERE gameResult.player IN (SELECT player FROM handWritten))
          """) ?? 0
    var done = 0
    progress(0, total)
    for player in players {
      try rebuild(player: player, in: db) {
        done += 1
        if done % 1000 == 0 { progress(done, total) }
      }
    }
    progress(total, total)
    try db.execute(sql: "DELETE FROM handWritten")
  }

  /// Counts again everything that derives from `player`'s games: their memory states and the
  /// predictions kept with their answers (a replay), each game's cards, right answers and whether
  /// it is full, and the player's summaries. `counted` is called after each card result replayed
  /// and each game counted. Returns how many card results were replayed.
  @discardableResult
  static func rebuild(player: String, in db: Database, counted: () -> Void = {}) throws -> Int {
    let replayed = try MemoryStates.rebuild(player: player, in: db, counted: counted)
    try db.execute(
      literal: """
        UPDATE gameResult SET
          cards = (SELECT COUNT(*) FROM cardResult WHERE gameId = gameResult.id),
          correct = (SELECT COALESCE(SUM(cardResult.correct), 0) FROM cardResult WHERE gameId = gameResult.id)
        WHERE player = \(player)
        """)
    try db.execute(literal: "UPDATE gameResult SET isFull = (\(AppDatabase.fullGame)) WHERE player = \(player)")
    for table in tables {
      try db.execute(literal: "DELETE FROM \(identifier: table) WHERE player = \(player)")
    }
    let summaries = Summaries(db)
    try CountedGame.forEach(where: "gameResult.player = \(player)", in: db) { game in
      summaries.add(game)
      counted()
    }
    try summaries.finish()
    return replayed
  }
}
