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
    try copy(games, into: .games)
    let cardColumns = ServerColumns<SyncCardResult.Column>.sent
    try connection.copyIn(
      """
      COPY pg_temp.\(StagingTable.cardResults.name) (game_id, \(ServerColumns<SyncCardResult.Column>.names()))
      FROM STDIN
      """
    ) { writer in
      for game in games {
        let id = game.id.uuidString
        for card in game.cards {
          writer.field(id)
          writer.fields(of: card, cardColumns)
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
    typealias Columns = ServerColumns<SyncTombstone.Column>
    try copy(tombstones, into: .tombstones)
    return try connection.execute(
      """
      INSERT INTO flashcards.tombstones (\(Columns.names()))
      SELECT DISTINCT ON (game_id) \(Columns.stagedValues())
      FROM pg_temp.incoming_tombstones ORDER BY game_id, deleted_at
      ON CONFLICT (player, game_id) DO NOTHING
      """
    ).affected
  }

  /// Copies `records` into the staging table `table`, their sent columns in the list's order.
  private func copy<Record: SyncRecord>(_ records: some Sequence<Record>, into table: StagingTable) throws {
    let columns = ServerColumns<Record.Column>.sent
    try connection.copyIn("COPY pg_temp.\(table.name) (\(ServerColumns<Record.Column>.names())) FROM STDIN") { writer in
      for record in records {
        writer.fields(of: record, columns)
        try writer.endRow()
      }
    }
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
    try copy(winners.values, into: .settings)
    typealias Columns = ServerColumns<SyncSetting.Column>
    return try connection.execute(
      """
      INSERT INTO flashcards.settings (\(Columns.names()))
      SELECT \(Columns.stagedValues()) FROM pg_temp.incoming_settings
      ON CONFLICT (player, key) DO NOTHING
      """
    ).affected
  }

  private func sendDecks(_ decks: [SyncDeck]) throws -> Int {
    guard !decks.isEmpty else { return 0 }
    try copy(decks, into: .decks)
    typealias Columns = ServerColumns<SyncDeck.Column>
    return try connection.execute(
      """
      INSERT INTO flashcards.decks (\(Columns.names()))
      SELECT DISTINCT ON (name, content_hash) \(Columns.stagedValues())
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
    "CREATE TEMPORARY TABLE IF NOT EXISTS \(name) (\(columns)) ON COMMIT DELETE ROWS;"
  }

  var name: String {
    switch self {
    case .games: "incoming_games"
    case .cardResults: "incoming_card_results"
    case .tombstones: "incoming_tombstones"
    case .settings: "incoming_settings"
    case .decks: "incoming_decks"
    }
  }

  /// A card result's row also names its game.
  private var columns: String {
    switch self {
    case .games: ServerColumns<SyncGame.Column>.stagingColumns
    case .cardResults: "game_id uuid, " + ServerColumns<SyncCardResult.Column>.stagingColumns
    case .tombstones: ServerColumns<SyncTombstone.Column>.stagingColumns
    case .settings: ServerColumns<SyncSetting.Column>.stagingColumns
    case .decks: ServerColumns<SyncDeck.Column>.stagingColumns
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
      INSERT INTO flashcards.games (\(ServerColumns<SyncGame.Column>.names()), cards)
      SELECT \(ServerColumns<SyncGame.Column>.stagedValues(alias: "g")), coalesce(c.cards, '{}')
      FROM fresh g
      LEFT JOIN (
        SELECT c.game_id,
          array_agg(ROW(\(ServerColumns<SyncCardResult.Column>.stagedValues(alias: "c")))::flashcards.card_result
            ORDER BY c.position) AS cards
        FROM pg_temp.incoming_card_results c JOIN fresh f ON f.id = c.game_id GROUP BY c.game_id
      ) c ON c.game_id = g.id
      ON CONFLICT (player, id) DO NOTHING
      RETURNING cardinality(cards) AS card_count
    )
    SELECT count(*) AS games, coalesce(sum(card_count), 0) AS cards, pg_current_xact_id()::text AS txid
    FROM accepted
    """
}
