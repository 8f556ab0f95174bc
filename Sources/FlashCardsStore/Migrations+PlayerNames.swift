import FlashCardsCore
import GRDB

/// Migration v9: player names in Unicode's composed form (NFC), as every name is now stored (see
/// `PlayerName`). Before, "José" typed with e + U+0301 and with a precomposed é were two players
/// who look the same; once names given are composed, the first's games could no longer be asked
/// for by name. Each name that is not in NFC becomes its NFC form, in every table that holds
/// one: when that form already plays here, the two are one player from now on (their games
/// together, their totals added, their memory states replayed from the games of both in time
/// order); the composed name's own settings win over the other's. Names with control characters,
/// refused from now on, are left as they are (composed): they stay reachable with --all-players.
/// A name another program stored as a BLOB is left as it is.
extension Migrations {
  static func composePlayerNames(_ db: Database) throws {
    let stored = try DatabaseValue.fetchAll(
      db,
      sql: """
        SELECT player FROM gameResult UNION SELECT player FROM deckTotal UNION SELECT player FROM memoryState
        UNION SELECT player FROM playerSettings
        """)
    let names = stored.compactMap { value in Row.text(of: value).map { (value, $0) } }
    // Compared by their scalars: Swift's == already takes the two forms for the same text.
    let present = Set(names.map { Array($0.1.unicodeScalars) })
    for (old, text) in names {
      let composed = PlayerName.normalized(text)
      guard case .string = old.storage, !composed.unicodeScalars.elementsEqual(text.unicodeScalars) else { continue }
      let merging = present.contains(Array(composed.unicodeScalars))
      try db.execute(sql: v9Renaming, arguments: ["old": old, "new": composed])
      if merging {
        try db.execute(sql: "DELETE FROM memoryState WHERE player IN (?, ?)", arguments: [old, composed])
        _ = try MemoryStates.rebuild(player: composed, in: db)
      } else {
        try db.execute(sql: "UPDATE memoryState SET player = ? WHERE player = ?", arguments: [composed, old])
      }
    }
  }

  /// Every table's rows of the player :old become :new's; totals add up where :new has some.
  private static let v9Renaming = """
    UPDATE gameResult SET player = :new WHERE player = :old;
    UPDATE gameScore SET player = :new WHERE player = :old;
    INSERT INTO deckTotal (player, deck, games, milliseconds)
      SELECT :new, deck, games, milliseconds FROM deckTotal WHERE player = :old
      ON CONFLICT (player, deck) DO UPDATE SET
        games = games + excluded.games, milliseconds = milliseconds + excluded.milliseconds;
    DELETE FROM deckTotal WHERE player = :old;
    INSERT INTO cardTally (player, deck, direction, card, expected, seen, missed)
      SELECT :new, deck, direction, card, expected, seen, missed FROM cardTally WHERE player = :old
      ON CONFLICT (player, deck, direction, card) DO UPDATE SET
        seen = seen + excluded.seen, missed = missed + excluded.missed;
    DELETE FROM cardTally WHERE player = :old;
    INSERT INTO confusionTally (player, deck, card, confusedWith, answer, times)
      SELECT :new, deck, card, confusedWith, answer, times FROM confusionTally WHERE player = :old
      ON CONFLICT (player, deck, card, confusedWith) DO UPDATE SET times = times + excluded.times;
    DELETE FROM confusionTally WHERE player = :old;
    INSERT INTO playerSettings (player, fsrsParameters)
      SELECT :new, fsrsParameters FROM playerSettings WHERE player = :old
      ON CONFLICT (player) DO NOTHING;
    DELETE FROM playerSettings WHERE player = :old;
    """
}
