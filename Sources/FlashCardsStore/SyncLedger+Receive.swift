public import FlashCardsCore
public import Foundation
import GRDB

/// Applies what a server hands over, inside the one local transaction of a receive (see
/// `AppDatabase.receive`). Games go in by identity (a game here already, or deleted here, is
/// skipped: exactly once); deletions take games out; a setting replaces this history's when it
/// is the later change. Games move the memory states on as they go in (see `MemoryRecorder`);
/// the cards that cannot go on from their states are replayed once, at the end. The summaries
/// (`Summaries`) are counted as they go and written once, at the end.
public final class ReceivedChanges {
  private let db: Database
  /// The local player the received rows belong to.
  private let player: String
  private(set) var summary = ReceiveSummary()
  private var touched: Set<ReviewItem> = []
  private var settingChanged = false
  private let memory: MemoryRecorder
  private let summaries: Summaries

  init(db: Database, player: String) throws {
    self.db = db
    self.player = player
    memory = try MemoryRecorder(db)
    summaries = Summaries(db)
  }

  public func game(_ game: SyncGame) throws {
    let uuid = game.id.uuidString.lowercased()
    // Here already, or deleted here by this player: skipped before anything is built (a statement
    // prepared once a receive; a receive may hand over many games this history has). Only this
    // player's deletions count: another player's (a teacher's copy holds a class) could name it.
    // A game of another player here under the same identity (one history holds a whole class) is
    // a conflict: neither takes the other's place, and this one is held back, named.
    let holder = try String.fetchOne(
      db.cachedStatement(sql: "SELECT player FROM gameResult WHERE uuid = ?"), arguments: [uuid])
    if let holder, holder != player.storable {
      throw SyncHeldBack(
        row: "game \(uuid)", reason: "\(holder)'s game here has the same identity; both are kept", isGame: true)
    }
    let deleted = try db.cachedStatement(
      sql: "SELECT EXISTS (SELECT 1 FROM syncTombstone WHERE uuid = ? AND player = ?)")
    guard holder == nil, try Bool.fetchOne(deleted, arguments: [uuid, player]) != true else { return }
    // Only a game of the same player is one this one played again.
    let retryOf = try game.retryOf.flatMap { retried in
      try Int64.fetchOne(
        db.cachedStatement(sql: "SELECT id FROM gameResult WHERE uuid = ? AND player = ?"),
        arguments: [retried.uuidString.lowercased(), player])
    }
    let finished = FinishedGame(game, player: player, retryOf: retryOf)
    let (id, inserted, _) = try finished.insert(db, player: player, memory: memory, summaries: summaries)
    guard inserted else { return }
    // Received, so on the server already.
    try db.cachedStatement(sql: "DELETE FROM syncOutbox WHERE gameId = ?").execute(arguments: [id])
    touched.formUnion(finished.reviewItems(player: player))
    summary.games += 1
  }

  public func tombstone(_ tombstone: SyncTombstone) throws {
    let uuid = tombstone.gameID.uuidString.lowercased()
    // Only this player's game: in a teacher's copy of a class, a player's deletion naming another
    // player's game (sent by hand with psql) must neither take it away nor keep it out.
    let owned = try Int64.fetchOne(
      db, sql: "SELECT id FROM gameResult WHERE uuid = ? AND player = ?", arguments: [uuid, player])
    if let id = owned {
      var items: Set<ReviewItem> = []
      try MemoryStates.forEachReview(where: "gameResult.id = \(id)", in: db) { items.insert($0.item) }
      touched.formUnion(items)
      memory.invalidate(items)
      _ = try summaries.delete(gamesWhere: "gameResult.id = \(id)")
      summary.deletions += 1
    }
    // The deletion's trigger wrote it as unsent; it came from the server. A deletion of the game's
    // owner replaces another player's of the same game; no other replaces one of another player.
    try db.execute(
      sql: """
        INSERT INTO syncTombstone (uuid, player, deletedAt, deletedBy, sent) VALUES (?1, ?2, ?3, ?4, 1)
        ON CONFLICT (uuid) DO UPDATE SET player = ?2, deletedAt = ?3, deletedBy = ?4, sent = 1
          WHERE player = ?2 OR ?5
        """,
      arguments: [uuid, player, DatabaseDate.roundedText(tombstone.deletedAt), tombstone.deletedBy, owned != nil])
  }

  /// Only `fsrsParameters` is a setting this version keeps; another key is left on the server.
  public func setting(_ setting: SyncSetting) throws {
    guard setting.key == "fsrsParameters" else { return }
    let local = try Row.fetchOne(
      db,
      sql: """
        SELECT s.changedAt, p.fsrsParameters FROM syncSetting s LEFT JOIN playerSettings p ON p.player = s.player
        WHERE s.player = ? AND s.key = ?
        """,
      arguments: [player, setting.key])
    if let local, let changedAt = local.optionalText("changedAt").flatMap(DatabaseDate.date) {
      let mine = SyncSetting(key: setting.key, value: local.optionalText("fsrsParameters"), changedAt: changedAt)
      guard !mine.wins(over: setting), mine != setting else { return }
    }
    // The change's own time is kept, as the server has it, and it is not sent back.
    try AppDatabase.storeParameters(
      setting.value, of: player, changedAt: DatabaseDate.roundedText(setting.changedAt), sent: true, in: db)
    summary.settings += 1
    settingChanged = true
  }

  public func deck(_ deck: DeckOnServer) throws {
    try db.execute(
      sql: "INSERT OR IGNORE INTO syncDeck (player, name, contentHash) VALUES (?, ?, ?)",
      arguments: [player, deck.name, deck.contentHash])
    summary.decks += db.changesCount
  }

  /// Writes the memory states the games moved on and replays the cards that could not go on
  /// (the whole player after a new setting).
  func replay() throws {
    try summaries.finish()
    try memory.finish()
    if settingChanged {
      _ = try MemoryStates.rebuild(player: player, in: db)
      summary.cardsRescheduled =
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM memoryState WHERE player = ?", arguments: [player]) ?? 0
      return
    }
    summary.cardsRescheduled = touched.count
  }
}

extension AppDatabase {
  /// Receives `scope`'s rows as `login` from the server `serverID`, as games of the local
  /// `player`, in ONE transaction with the cursor the receive ends at: `body` is given the cursor
  /// stored (as text, "0" before the first receive) and the changes to apply, and returns the new
  /// cursor. A failure, or a kill, at any point leaves the history as it was: the next receive
  /// starts from the same cursor, and a game received twice goes in once (by identity).
  public func receive(
    serverID: UUID, login: String, scope: String, player: String,
    _ body: (_ cursor: String, _ changes: ReceivedChanges) throws -> String
  ) throws -> ReceiveSummary {
    // The caller's own errors (the server's, a lost connection) come back as they are, not as
    // the history's: they roll the transaction back all the same.
    var callersError: (any Error)?
    do {
      return try receivingInOneTransaction(serverID: serverID, login: login, scope: scope, player: player) {
        cursor, changes in
        do {
          return try body(cursor, changes)
        } catch let error where !(error is DatabaseError) && !(error is UnreadableValue) {
          callersError = error
          throw error
        }
      }
    } catch {
      throw callersError ?? error
    }
  }

  private func receivingInOneTransaction(
    serverID: UUID, login: String, scope: String, player: String,
    _ body: (_ cursor: String, _ changes: ReceivedChanges) throws -> String
  ) throws -> ReceiveSummary {
    // A large receive is one transaction of many statements: with SQLite's defaults every statement wrote its journal to a temporary file and
    // the 2 MB page cache wrote back the pages every insert touches (the tallies, the indexes),
    // 1.7 million writes for 5,000 games (strace). In memory, with a 64 MB cache, for the receive.
    try AppDatabase.wrap(path ?? AppDatabase.inMemoryPath) {
      try writer.writeWithoutTransaction { db in
        let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        let tempStore = try Int.fetchOne(db, sql: "PRAGMA temp_store") ?? 0
        try db.execute(sql: "PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY")
        try AppDatabase.markOwnWriter(db)
        defer {
          try? db.execute(sql: "PRAGMA cache_size = \(cacheSize); PRAGMA temp_store = \(tempStore)")
          try? AppDatabase.markOwnWriter(db)
        }
        var summary = ReceiveSummary()
        try db.inTransaction(.immediate) {
          summary = try receiving(serverID: serverID, login: login, scope: scope, player: player, in: db, body)
          return .commit
        }
        return summary
      }
    }
  }

  private func receiving(
    serverID: UUID, login: String, scope: String, player: String, in db: Database,
    _ body: (_ cursor: String, _ changes: ReceivedChanges) throws -> String
  ) throws -> ReceiveSummary {
    let cursor = try AppDatabase.syncCursor(serverID: serverID, login: login, scope: scope, in: db)
    let changes = try ReceivedChanges(db: db, player: PlayerName.normalized(player))
    let next = try body(cursor, changes)
    try changes.replay()
    try db.execute(
      sql: """
        INSERT INTO syncCursor (serverId, login, scope, cursor) VALUES (?, ?, ?, ?)
        ON CONFLICT (serverId, login, scope) DO UPDATE SET cursor = excluded.cursor
        """,
      arguments: [serverID.uuidString.lowercased(), login, scope, next])
    return changes.summary
  }
}

extension FinishedGame {
  /// The items its cards review once saved as `player`'s, as `MemoryStates.forEachReview` reads
  /// them back (a card's own deck and direction, else the game's; text as stored). A card whose
  /// direction does not read is no review.
  func reviewItems(player: String) -> Set<ReviewItem> {
    Set(
      cards.compactMap { card in
        guard let direction = Direction(rawValue: card.direction ?? self.direction) else { return nil }
        return ReviewItem(
          player: player.storable, deck: (card.deck ?? deck).storable, direction: direction, card: card.card.storable)
      })
  }

  /// A game received from a server, as `player`'s; `retryOf` is the local number of the game it
  /// played again, when that game is here.
  init(_ game: SyncGame, player: String, retryOf: Int64?) {
    uuid = game.id.uuidString.lowercased()
    self.player = player
    mode = game.mode
    deck = game.deck
    direction = game.direction
    playedAt = DatabaseDate.roundedText(game.playedAt)
    milliseconds = game.milliseconds
    endedEarly = game.endedEarly
    self.retryOf = retryOf
    choices = game.choices
    deckCards = game.deckCards
    underReverseName = game.underReverseName
    cards = game.cards.map { card in
      Card(
        position: card.position, card: card.card, expected: card.expected, answer: card.answer, verdict: card.verdict,
        correct: card.correct, confusedWith: card.confusedWith, milliseconds: card.milliseconds, deck: card.deck,
        direction: card.direction)
    }
  }
}
