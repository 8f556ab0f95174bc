import FlashCardsCore
import GRDB

/// Migration v8: every game gets an identity, `gameResult.uuid`: a UUID of version 7 (RFC 9562)
/// in canonical lowercase text, unique (an index), and required of every new row (SQLite cannot
/// add a NOT NULL column to a table with rows, so triggers refuse a missing or malformed one).
/// Local numbers stay what `history show 12` uses; the identity is what sync merges games by:
/// inserting a game whose identity is already there adds nothing.
///
/// A game saved from now on gets random bits after its timestamp. A game saved before v8 does
/// NOT get random bits: its identity is derived from the game itself, so that two copies of one
/// older history, upgraded separately (a laptop and the backup restored on a desktop), give each
/// game the same identity, and sync merges the copies instead of doubling every game. Its 48-bit
/// timestamp is `playedAt`; its other 74 bits come from a SHA-256 of the game's content as
/// stored: player, mode, deck, direction, playedAt and milliseconds, then each card result's
/// position, card, expected, answer, verdict, correct, confusedWith, milliseconds, deck and
/// direction in the order asked (`GameContentHash`). Games whose content is the same in every
/// field (copies made by hand) are told apart by their order of number: the second is hashed
/// with occurrence 1, and so on, which every copy of the history repeats. A game kept pending by
/// an older version, saved after this migration, gets its identity in the same way.
extension Migrations {
  static func addGameIdentities(_ db: Database, progress: (_ done: Int, _ total: Int) -> Void) throws {
    try db.execute(sql: "ALTER TABLE gameResult ADD COLUMN uuid TEXT")
    let update = try db.makeStatement(sql: "UPDATE gameResult SET uuid = ? WHERE id = ?")
    for (id, uuid) in try derivedIdentities(db, progress: progress) {
      try update.execute(arguments: [uuid.description, id])
    }
    try db.execute(sql: "CREATE UNIQUE INDEX gameResult_on_uuid ON gameResult (uuid)")
    try db.execute(sql: v8Triggers)
  }

  /// Every game's derived identity, by number. Read in one pass: the games by number, each
  /// one's cards along cardResult's key; written once the reading is done. `progress` hears how
  /// many games have their identity, of how many: at the start, every 1,000 games and at the end.
  private static func derivedIdentities(
    _ db: Database, progress: (_ done: Int, _ total: Int) -> Void
  ) throws -> [(id: Int64, uuid: GameUUID)] {
    let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult") ?? 0
    progress(0, total)
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT g.id, g.player, g.mode, g.deck, g.direction, g.playedAt, g.milliseconds,
          c.position, c.card, c.expected, c.answer, c.verdict, c.correct, c.confusedWith,
          c.milliseconds AS cardMilliseconds, c.deck AS cardDeck, c.direction AS cardDirection
        FROM gameResult AS g LEFT JOIN cardResult AS c ON c.gameId = g.id
        ORDER BY g.id, c.position
        """)
    var identities: [(id: Int64, uuid: GameUUID)] = []
    var derived = DerivedGameIdentities()
    var current: (id: Int64, hash: GameContentHash, milliseconds: Int64)?
    func finish() {
      guard let current else { return }
      identities.append((current.id, derived.next(current.hash, unixMilliseconds: current.milliseconds)))
      if identities.count % 1000 == 0 { progress(identities.count, total) }
    }
    while let row = try rows.next() {
      let id = Int64(try row.integer(at: 0))
      if current?.id != id {
        finish()
        let playedAt = row.optionalText("playedAt") ?? ""
        let hash = GameContentHash(
          player: row.optionalText("player") ?? "", mode: row.optionalText("mode") ?? "",
          deck: row.optionalText("deck") ?? "", direction: row.optionalText("direction") ?? "", playedAt: playedAt,
          milliseconds: Int64((try? row.optionalInteger("milliseconds")) ?? 0))
        current = (id, hash, DatabaseDate.unixMilliseconds(playedAt) ?? 0)
      }
      // A game without cards (LEFT JOIN) has one row, of NULLs on the right.
      guard !row.value("position").isNull else { continue }
      current?.hash.addCard(
        position: Int64((try? row.optionalInteger("position")) ?? 0), card: row.optionalText("card") ?? "",
        expected: row.optionalText("expected") ?? "", answer: row.optionalText("answer") ?? "",
        verdict: row.optionalText("verdict") ?? "", correct: (try? row.optionalFlag("correct")) == true,
        confusedWith: row.optionalText("confusedWith"),
        milliseconds: Int64((try? row.optionalInteger("cardMilliseconds")) ?? 0),
        deck: row.optionalText("cardDeck"), direction: row.optionalText("cardDirection"))
    }
    finish()
    progress(identities.count, total)
    return identities
  }

  /// The shape of a game's identity in text: 8-4-4-4-12 lowercase hexadecimal digits.
  private static let uuidPattern = [8, 4, 4, 4, 12].map { String(repeating: "[0-9a-f]", count: $0) }
    .joined(separator: "-")

  private static let v8Triggers = """
    CREATE TRIGGER gameResult_uuid_on_insert BEFORE INSERT ON gameResult
      WHEN NEW.uuid IS NULL OR NEW.uuid NOT GLOB '\(uuidPattern)'
      BEGIN SELECT RAISE(ABORT, 'gameResult.uuid must be a UUID in lowercase text'); END;
    CREATE TRIGGER gameResult_uuid_on_update BEFORE UPDATE OF uuid ON gameResult
      WHEN NEW.uuid IS NULL OR NEW.uuid NOT GLOB '\(uuidPattern)'
      BEGIN SELECT RAISE(ABORT, 'gameResult.uuid must be a UUID in lowercase text'); END;
    """
}
