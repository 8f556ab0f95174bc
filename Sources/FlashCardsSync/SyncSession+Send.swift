public import FlashCardsCore
public import Foundation

/// What a send stored that the server did not have. A game the server already had (sent before by
/// this or another machine) or whose deletion it holds is not counted: exactly once, by identity.
public struct SendSummary: Sendable, Equatable {
  public var games = 0
  public var cardResults = 0
  public var tombstones = 0
  /// Settings that replaced the server's (the later change).
  public var settings = 0
  public var decks = 0

  public init() {}
}

/// One batch of games the server has committed: they are on the server now (newly, or already
/// before), so a client may stop keeping them to send.
public struct SentBatch: Sendable {
  public let ids: [UUID]
  /// How many of them the server did not have.
  public let accepted: Int
}

extension SyncSession {
  /// Sends deletions, settings and decks (one transaction), then games in batches of
  /// `batchSize`, each through COPY into a temporary table and an insert that skips what the
  /// server has (`ON CONFLICT DO NOTHING`), in a transaction of its own; `committed` hears each
  /// batch once the server has committed it. `games` is read lazily, one batch at a time, so a
  /// history of any size is sent in bounded memory. Safe to repeat after any failure: what was
  /// committed is skipped the next time.
  public func send<Games: Sequence<SyncGame>>(
    games: Games, tombstones: [SyncTombstone] = [], settings: [SyncSetting] = [], decks: [SyncDeck] = [],
    batchSize: Int = 1000, committed: (SentBatch) throws -> Void = { _ in }
  ) throws -> SendSummary {
    var summary = SendSummary()
    if !tombstones.isEmpty || !settings.isEmpty || !decks.isEmpty {
      try stagingTransaction([.tombstones, .settings, .decks]) {
        summary.tombstones = try sendTombstones(tombstones)
        summary.settings = try sendSettings(settings)
        summary.decks = try sendDecks(decks)
      }
    }
    var batch: [SyncGame] = []
    batch.reserveCapacity(batchSize)
    var seen = Set<UUID>()
    func flush() throws {
      guard !batch.isEmpty else { return }
      let (games, cards) = try stagingTransaction([.games, .cardResults]) { try sendGames(batch) }
      summary.games += games
      summary.cardResults += cards
      try committed(SentBatch(ids: batch.map(\.id), accepted: games))
      batch.removeAll(keepingCapacity: true)
    }
    for game in games where seen.insert(game.id).inserted {
      batch.append(game)
      if batch.count >= batchSize { try flush() }
    }
    try flush()
    return summary
  }

  /// Runs `body` in a transaction that first creates the staging tables it needs and this session
  /// has not made yet. Made in the transaction that fills them, they cost no commit of their own
  /// (a WAL flush on the server); a rollback takes them away, so they count as made only once
  /// committed.
  func stagingTransaction<Result>(_ tables: [StagingTable], _ body: () throws -> Result) throws -> Result {
    let missing = tables.filter { !stagingTables.contains($0) }
    let result = try connection.transaction {
      if !missing.isEmpty { try connection.executeScript(missing.map(\.creation).joined(separator: "\n")) }
      return try body()
    }
    stagingTables.formUnion(missing)
    return result
  }

  /// (games, card results) the server did not have.
  private func sendGames(_ games: [SyncGame]) throws -> (Int, Int) {
    try stage(games)
    let counts = try connection.execute(SendQueries.insertGames)[0]
    let games = try counts.int("games")
    // Games are only ever inserted (a deletion removes them): those of this transaction are
    // exactly the ones accepted here.
    if games > 0, let txid = UInt64(try counts.text("txid")) { ownTransactions.insert(txid) }
    return (games, try counts.int("cards"))
  }

  /// Copies `games` into the staging tables, in the transaction that will insert them.
  func stage(_ games: [SyncGame]) throws {
    try connection.copyIn(
      """
      COPY pg_temp.incoming_games (id, mode, deck, direction, played_at, milliseconds, ended_early, retry_of,
        choices, deck_cards, under_reverse_name) FROM STDIN
      """
    ) { writer in
      for game in games {
        writer.field(game.id.uuidString)
        writer.field(game.mode)
        writer.field(game.deck)
        writer.field(game.direction)
        writer.field(EpochMicroseconds.text(game.playedAt))
        writer.field(game.milliseconds)
        writer.field(game.endedEarly)
        writer.field(game.retryOf?.uuidString)
        writer.field(game.choices)
        writer.field(game.deckCards)
        writer.field(game.underReverseName)
        try writer.endRow()
      }
    }
    try connection.copyIn(
      """
      COPY pg_temp.incoming_card_results (game_id, position, card, expected, answer, verdict, correct,
        confused_with, milliseconds, deck, direction) FROM STDIN
      """
    ) { writer in
      for game in games {
        let id = game.id.uuidString
        for card in game.cards {
          writer.field(id)
          writer.field(card.position)
          writer.field(card.card)
          writer.field(card.expected)
          writer.field(card.answer)
          writer.field(card.verdict)
          writer.field(card.correct)
          writer.field(card.confusedWith)
          writer.field(card.milliseconds)
          writer.field(card.deck)
          writer.field(card.direction)
          try writer.endRow()
        }
      }
    }
    // A temporary table has no statistics (autovacuum never sees it): without them the planner
    // guessed a thousand games and hashed every game of the player's to find the few it lacked,
    // which grew with the history (128 ms for one game among 100,000).
    try connection.execute("ANALYZE pg_temp.incoming_games")
  }

  private func sendTombstones(_ tombstones: [SyncTombstone]) throws -> Int {
    guard !tombstones.isEmpty else { return 0 }
    try connection.copyIn("COPY pg_temp.incoming_tombstones (game_id, deleted_at) FROM STDIN") { writer in
      for tombstone in tombstones {
        writer.field(tombstone.gameID.uuidString)
        writer.field(EpochMicroseconds.text(tombstone.deletedAt))
        try writer.endRow()
      }
    }
    return try connection.execute(
      """
      INSERT INTO flashcards.tombstones (game_id, deleted_at)
      SELECT DISTINCT ON (game_id) game_id, \(EpochMicroseconds.timestamp("deleted_at"))
      FROM pg_temp.incoming_tombstones ORDER BY game_id, deleted_at
      ON CONFLICT (player, game_id) DO NOTHING
      """
    ).affected
  }

  /// Each setting is inserted; the server's trigger replaces the stored one when this is the later
  /// change (and breaks ties), else skips it, so only one change per key is sent: the one that
  /// wins here by the same rule. (Players may not UPDATE settings: it would let them lock the table.)
  private func sendSettings(_ settings: [SyncSetting]) throws -> Int {
    guard !settings.isEmpty else { return 0 }
    var winners: [String: SyncSetting] = [:]
    for setting in settings where winners[setting.key].map({ setting.wins(over: $0) }) ?? true {
      winners[setting.key] = setting
    }
    try connection.copyIn("COPY pg_temp.incoming_settings (key, value, changed_at) FROM STDIN") { writer in
      for setting in winners.values {
        writer.field(setting.key)
        writer.field(setting.value)
        writer.field(EpochMicroseconds.text(setting.changedAt))
        try writer.endRow()
      }
    }
    return try connection.execute(
      """
      INSERT INTO flashcards.settings (key, value, changed_at)
      SELECT key, value, \(EpochMicroseconds.timestamp("changed_at")) FROM pg_temp.incoming_settings
      ON CONFLICT (player, key) DO NOTHING
      """
    ).affected
  }

  private func sendDecks(_ decks: [SyncDeck]) throws -> Int {
    guard !decks.isEmpty else { return 0 }
    try connection.copyIn("COPY pg_temp.incoming_decks (name, content_hash, content, imported_at) FROM STDIN") {
      writer in
      for deck in decks {
        writer.field(deck.name)
        writer.field(deck.contentHash)
        writer.field(deck.content)
        writer.field(EpochMicroseconds.text(deck.importedAt))
        try writer.endRow()
      }
    }
    return try connection.execute(
      """
      INSERT INTO flashcards.decks (name, content_hash, content, imported_at)
      SELECT DISTINCT ON (name, content_hash) name, content_hash, content, \(EpochMicroseconds.timestamp("imported_at"))
      FROM pg_temp.incoming_decks ORDER BY name, content_hash, imported_at
      ON CONFLICT (player, name, content_hash) DO NOTHING
      """
    ).affected
  }
}

/// The session's staging tables: emptied at every commit, gone with the session.
enum StagingTable {
  case games, cardResults, tombstones, settings, decks

  var creation: String {
    switch self {
    case .games:
      """
      CREATE TEMPORARY TABLE IF NOT EXISTS incoming_games (
        id uuid, mode text, deck text, direction text, played_at int8, milliseconds int, ended_early boolean,
        retry_of uuid, choices int, deck_cards int, under_reverse_name boolean) ON COMMIT DELETE ROWS;
      """
    case .cardResults:
      """
      CREATE TEMPORARY TABLE IF NOT EXISTS incoming_card_results (
        game_id uuid, position int, card text, expected text, answer text, verdict text, correct boolean,
        confused_with text, milliseconds int, deck text, direction text) ON COMMIT DELETE ROWS;
      """
    case .tombstones:
      "CREATE TEMPORARY TABLE IF NOT EXISTS incoming_tombstones (game_id uuid, deleted_at int8) ON COMMIT DELETE ROWS;"
    case .settings:
      "CREATE TEMPORARY TABLE IF NOT EXISTS incoming_settings (key text, value text, changed_at int8) ON COMMIT DELETE ROWS;"
    case .decks:
      """
      CREATE TEMPORARY TABLE IF NOT EXISTS incoming_decks (
        name text, content_hash text, content text, imported_at int8) ON COMMIT DELETE ROWS;
      """
    }
  }
}

enum SendQueries {
  /// A game's card results go into its row, gathered here on the server (the client sends rows:
  /// COPY's text is cheaper to write and to check than an array literal), only for the games the
  /// server lacks: a batch sent again after a failure costs a look-up a game.
  static let insertGames = """
    WITH fresh AS (
      SELECT g.* FROM pg_temp.incoming_games g
      WHERE NOT EXISTS (SELECT FROM flashcards.games s WHERE s.player = current_user AND s.id = g.id)
    ), accepted AS (
      INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early, retry_of,
        choices, deck_cards, under_reverse_name, cards)
      SELECT g.id, g.mode, g.deck, g.direction, \(EpochMicroseconds.timestamp("g.played_at")), g.milliseconds,
        g.ended_early, g.retry_of, g.choices, g.deck_cards, g.under_reverse_name, coalesce(c.cards, '{}')
      FROM fresh g
      LEFT JOIN (
        SELECT c.game_id,
          array_agg(ROW(c.position, c.card, c.expected, c.answer, c.verdict, c.correct, c.confused_with,
            c.milliseconds, c.deck, c.direction)::flashcards.card_result ORDER BY c.position) AS cards
        FROM pg_temp.incoming_card_results c JOIN fresh f ON f.id = c.game_id GROUP BY c.game_id
      ) c ON c.game_id = g.id
      ON CONFLICT (player, id) DO NOTHING
      RETURNING cardinality(cards) AS card_count
    )
    SELECT count(*) AS games, coalesce(sum(card_count), 0) AS cards, pg_current_xact_id()::text AS txid
    FROM accepted
    """
}
