import FlashCardsCore
import Foundation

extension SyncSession {
  /// Hands over, one at a time, every deck, setting, deletion and game of `player` (the login
  /// when nil) that transactions not visible at `cursor` wrote, and returns the cursor to store
  /// with them, in the same local transaction that applies them.
  ///
  /// Sequences are not commit order, and a transaction may stay open for long (a player's psql).
  /// So the rows are read in one snapshot (REPEATABLE READ), and the next cursor is that snapshot
  /// (see `SyncCursor`): a row is new when its transaction is visible now and was not at `cursor`.
  /// A transaction in progress now delays only its own rows, which the next receive reads.
  ///
  /// Streams: memory holds one game at a time, whatever the number of rows. A teacher receives
  /// each player with that player's own cursor, so a player who joins a class later arrives whole.
  /// Games this session sent are not handed back: they came from this machine, which has them (so
  /// a first sync does not take back the whole history it just sent). Only games: they are never
  /// changed once stored, so a game written by this session's transaction is one it sent, while a
  /// setting or a deck row may hold another machine's value written over by this session.
  public func receive(
    from cursor: SyncCursor, player: String? = nil, _ apply: (SyncChange) throws -> Void
  ) throws -> SyncCursor {
    try connection.transaction(.repeatableReadOnly) {
      // The first statement takes the snapshot every later one reads.
      guard let now = SyncCursor(try connection.execute(ReceiveQueries.snapshot).single() ?? "") else {
        throw PostgresError.unexpectedAnswer("no snapshot")
      }
      guard now != cursor else { return cursor }
      try connection.execute(
        ReceiveQueries.setRange,
        [
          player ?? login, String(cursor.xmin), String(cursor.xmax), ReceiveQueries.list(cursor.inProgress),
          ReceiveQueries.list(ownTransactions.sorted()),
        ])
      try connection.copyOut(ReceiveQueries.decks) { fields in
        try apply(
          .deck(
            SyncDeck(
              name: text(fields, 0), contentHash: text(fields, 1), content: text(fields, 2),
              importedAt: EpochMicroseconds.date(fields[3]))))
      }
      try connection.copyOut(ReceiveQueries.settings) { fields in
        try apply(
          .setting(SyncSetting(key: text(fields, 0), value: fields[1], changedAt: EpochMicroseconds.date(fields[2]))))
      }
      try connection.copyOut(ReceiveQueries.tombstones) { fields in
        try apply(
          .tombstone(
            SyncTombstone(
              gameID: uuid(fields[0]), deletedAt: EpochMicroseconds.date(fields[1]),
              deletedBy: text(fields, 2))))
      }
      var game: SyncGame?
      var gameText: String?
      try connection.copyOut(ReceiveQueries.games) { fields in
        // A game's rows come together: its identity is read once, not once a card.
        if fields[0] != gameText {
          if let game { try apply(.game(game)) }
          gameText = fields[0]
          game = try SyncSession.game(fields, id: uuid(fields[0]))
        }
        if fields[11] != nil { game?.cards.append(try SyncSession.card(fields)) }
      }
      if let game { try apply(.game(game)) }
      return now
    }
  }

  /// `receive`, gathered: for small amounts and tests.
  public func receiveAll(from cursor: SyncCursor, player: String? = nil) throws -> (
    changes: [SyncChange], cursor: SyncCursor
  ) {
    var changes: [SyncChange] = []
    let next = try receive(from: cursor, player: player) { changes.append($0) }
    return (changes, next)
  }

  private static func game(_ fields: [String?], id: UUID) throws -> SyncGame {
    try SyncGame(
      id: id, mode: text(fields, 1), deck: text(fields, 2), direction: text(fields, 3),
      playedAt: EpochMicroseconds.date(fields[4]), milliseconds: int(fields, 5), endedEarly: fields[6] == "t",
      retryOf: fields[7].map(uuid), choices: fields[8].flatMap(Int.init), deckCards: fields[9].flatMap(Int.init),
      underReverseName: fields[10] == "t", cards: [])
  }

  private static func card(_ fields: [String?]) throws -> SyncCardResult {
    try SyncCardResult(
      position: int(fields, 11), card: text(fields, 12), expected: text(fields, 13), answer: text(fields, 14),
      verdict: text(fields, 15), correct: fields[16] == "t", confusedWith: fields[17],
      milliseconds: int(fields, 18), deck: fields[19], direction: fields[20])
  }
}

private func text(_ fields: [String?], _ index: Int) throws -> String {
  guard index < fields.count, let value = fields[index] else {
    throw PostgresError.unexpectedAnswer("a row without its value \(index + 1)")
  }
  return value
}

private func int(_ fields: [String?], _ index: Int) throws -> Int {
  guard let value = Int(try text(fields, index)) else { throw PostgresError.unexpectedAnswer("not a number") }
  return value
}

private func uuid(_ text: String?) throws -> UUID {
  guard let text, let id = UUID(uuidString: text) else {
    throw PostgresError.unexpectedAnswer("'\(text ?? "NULL")' is not a game's identity")
  }
  return id
}

/// The receive's statements. The range's values are bound (set_config with $1…$3) and read back
/// with current_setting(), because COPY takes no parameters.
enum ReceiveQueries {
  static let snapshot = "SELECT pg_current_snapshot()::text"

  /// $2…$4: the cursor's snapshot; $5: the transactions whose games are skipped, as an array's
  /// text ("{}": none).
  static let setRange = """
    SELECT set_config('flashcards.receive_player', $1, true), set_config('flashcards.receive_xmin', $2, true),
           set_config('flashcards.receive_xmax', $3, true), set_config('flashcards.receive_xip', $4, true),
           set_config('flashcards.receive_skip', $5, true)
    """

  /// Transaction ids as PostgreSQL's array text, "{12,15}".
  static func list(_ transactions: [UInt64]) -> String {
    "{" + transactions.map(String.init).joined(separator: ",") + "}"
  }

  /// The rows of `table` (alias t) whose transaction the cursor's snapshot did not see (every row
  /// read is visible now): the index (player, txid) answers the lower bound.
  static func inRange(_ alias: String) -> String {
    """
    \(alias).player = current_setting('flashcards.receive_player')
      AND \(alias).txid >= current_setting('flashcards.receive_xmin')::xid8
      AND (\(alias).txid >= current_setting('flashcards.receive_xmax')::xid8
        OR \(alias).txid = ANY (current_setting('flashcards.receive_xip')::xid8[]))
    """
  }

  static let decksSelect = """
    SELECT d.name, d.content_hash, d.content, \(EpochMicroseconds.select("d.imported_at"))
    FROM flashcards.decks d WHERE \(inRange("d")) ORDER BY d.txid
    """
  static let decks = "COPY (\(decksSelect)) TO STDOUT"

  static let settings = """
    COPY (SELECT s.key, s.value, \(EpochMicroseconds.select("s.changed_at"))
          FROM flashcards.settings s WHERE \(inRange("s")) ORDER BY s.txid) TO STDOUT
    """

  static let tombstones = """
    COPY (SELECT t.game_id, \(EpochMicroseconds.select("t.deleted_at")), t.deleted_by
          FROM flashcards.tombstones t WHERE \(inRange("t")) ORDER BY t.txid) TO STDOUT
    """

  /// One row per card, its game's columns repeated (a game without cards: one row, the card's
  /// columns NULL); a game's rows come together, in position order, and the games of one
  /// transaction in the order they were played. The games of the skipped
  /// transactions are filtered on the index's rows, before their cards are unpacked.
  static let gamesSelect = """
    SELECT g.id, g.mode, g.deck, g.direction, \(EpochMicroseconds.select("g.played_at")), g.milliseconds,
           g.ended_early, g.retry_of, g.choices, g.deck_cards, g.under_reverse_name,
           c.position, c.card, c.expected, c.answer, c.verdict, c.correct, c.confused_with, c.milliseconds,
           c.deck, c.direction
    FROM flashcards.games g
    LEFT JOIN LATERAL unnest(g.cards) WITH ORDINALITY c ON true
    WHERE \(inRange("g")) AND g.txid <> ALL (current_setting('flashcards.receive_skip')::xid8[])
    ORDER BY g.txid, g.played_at, g.id, c.ordinality
    """
  static let games = "COPY (\(gamesSelect)) TO STDOUT"
}
