public import FlashCardsCore
public import Foundation
import GRDB

/// A finished game as it is saved: the game's row and its cards' rows. Kept as JSON in a pending
/// file when the history stayed busy, until an opening of the history for writing saves it.
struct FinishedGame: Codable, Equatable {
  struct Card: Codable, Equatable {
    var position: Int
    var card: String
    var expected: String
    var answer: String
    var verdict: String
    var correct: Bool
    var confusedWith: String?
    var milliseconds: Int
    /// For a review's cards, which come from several decks: the card's deck and direction.
    var deck: String?
    var direction: String?
  }

  /// Who played; nil in a game kept pending by an older version (saved as the current player's).
  var player: String?
  /// "play" or "review"; nil in a game kept pending by an older version.
  var mode: String?
  var deck: String
  var direction: String
  /// As stored: UTC text, see DatabaseDate.
  var playedAt: String
  var milliseconds: Int
  var endedEarly: Bool
  /// How the game was played (see migration v5); nil in a game kept pending by an older version.
  var retryOf: Int64?
  var choices: Int?
  var deckCards: Int?
  var underReverseName: Bool?
  var cards: [Card]

  init(_ session: GameSession, player: String, playedAt: Date, milliseconds: Int) {
    self.player = player
    mode = session.isReview ? GameMode.review.rawValue : GameMode.play.rawValue
    deck = (session.reviewPlan?.deckList ?? session.deck.name(for: session.direction)).storable
    direction = session.isReview ? Direction.forward.rawValue : session.direction.rawValue
    self.playedAt = DatabaseDate.text(playedAt)
    self.milliseconds = milliseconds
    endedEarly = session.endedEarly
    retryOf = session.retryOf
    choices = session.choices
    deckCards = session.isReview ? nil : session.deck.cards.count
    underReverseName = !session.isReview && session.direction == .reverse && session.deck.reverseName != nil
    cards = session.outcomes.map { outcome in
      let row = CardResult(gameId: 0, outcome: outcome)
      return Card(
        position: row.position, card: row.card, expected: row.expected, answer: row.answer,
        verdict: row.verdict.rawValue, correct: row.correct, confusedWith: row.confusedWith,
        milliseconds: row.milliseconds, deck: row.deck, direction: row.direction?.rawValue)
    }
  }

  /// Inserts the game and its cards, and applies them to the memory states (the caller holds the
  /// transaction); returns the game's number. `player` plays a game that does not say who played it.
  func insert(_ db: Database, player currentPlayer: String) throws -> Int64 {
    try db.execute(
      sql: """
        INSERT INTO gameResult
          (player, mode, deck, direction, playedAt, milliseconds, endedEarly, retryOf, choices, deckCards,
           underReverseName)
        VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT id FROM gameResult WHERE id = ?), ?, ?, ?)
        """,
      arguments: [
        player ?? currentPlayer, mode ?? "play", deck, direction, playedAt, milliseconds, endedEarly, retryOf,
        choices, deckCards, underReverseName ?? false,
      ])
    let id = db.lastInsertedRowID
    for card in cards {
      try db.execute(
        sql: """
          INSERT INTO cardResult
            (gameId, position, card, expected, answer, verdict, correct, confusedWith, milliseconds, deck, direction)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          id, card.position, card.card, card.expected, card.answer, card.verdict, card.correct, card.confusedWith,
          card.milliseconds, card.deck, card.direction,
        ])
    }
    try MemoryStates.record(game: id, in: db)
    return id
  }

  /// Already in the history: a pending game saved by another process, or by a run that stopped
  /// before it could remove the pending file.
  func isSaved(in db: Database) throws -> Bool {
    try Bool.fetchOne(
      db, sql: "SELECT EXISTS (SELECT 1 FROM gameResult WHERE deck = ? AND playedAt = ? AND milliseconds = ?)",
      arguments: [deck, playedAt, milliseconds]) == true
  }
}

/// A pending game saved when the history was opened.
public struct SavedPendingGame: Sendable, Equatable {
  public var id: Int64
  public var deck: String
  public var file: String
}

extension AppDatabase {
  /// Saves a game and its card results in one transaction, and returns the game's number. While
  /// another process holds the history's write lock, `whileBusy` is asked about every tenth of a
  /// second, with the seconds waited so far, whether to go on waiting; when it says no, nothing is
  /// saved and `StoreError.busy` is thrown (see `keepPending`).
  @discardableResult
  public func save(
    _ session: GameSession, playedAt: Date, milliseconds: Int, whileBusy: (Double) -> Bool = { $0 < 10 }
  ) throws -> Int64 {
    let game = FinishedGame(session, player: player, playedAt: playedAt, milliseconds: milliseconds)
    return try AppDatabase.wrap(path ?? AppDatabase.inMemoryPath) {
      try writer.writeWithoutTransaction { db in
        // Short waits inside SQLite, so that the player is asked often; restored afterwards.
        try db.execute(sql: "PRAGMA busy_timeout = 100")
        defer { try? db.execute(sql: "PRAGMA busy_timeout = \(AppDatabase.busyMilliseconds)") }
        let start = ContinuousClock.now
        while true {
          do {
            var id: Int64 = 0
            try db.inTransaction(.immediate) {
              id = try game.insert(db, player: player)
              return .commit
            }
            return id
          } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            let waited = start.duration(to: .now)
            let seconds = Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18
            if !whileBusy(seconds) { throw StoreError.busy(path: path ?? AppDatabase.inMemoryPath) }
          }
        }
      }
    }
  }

  /// Keeps a game that could not be saved in a file beside the history, readable by its owner
  /// only, and returns the file's path. The next opening of the history for writing saves it.
  public func keepPending(_ session: GameSession, playedAt: Date, milliseconds: Int) throws -> String {
    let history = path ?? AppDatabase.inMemoryPath
    let file = "\(history)\(AppDatabase.pendingInfix)\(UUID().uuidString).json"
    let game = FinishedGame(session, player: player, playedAt: playedAt, milliseconds: milliseconds)
    do {
      try DatabaseFile.writePrivately(JSONEncoder().encode(game), to: file)
    } catch {
      throw StoreError.notKept(path: history, pending: file)
    }
    return file
  }

  static let pendingInfix = ".pending-"

  /// The pending files of the history at `path`.
  static func pendingFiles(of path: String) -> [String] {
    let folder = DatabaseFile.folder(of: path)
    let prefix = (path as NSString).lastPathComponent + pendingInfix
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
      .map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
  }

  /// Saves the games kept in pending files, each in its own transaction, and removes their files.
  /// A file that cannot be read is left where it is; while the history is busy, the files wait
  /// for the next opening.
  func savePendingGames() -> [SavedPendingGame] {
    guard let path else { return [] }
    var saved: [SavedPendingGame] = []
    for file in AppDatabase.pendingFiles(of: path) {
      guard let data = FileManager.default.contents(atPath: file),
        let game = try? JSONDecoder().decode(FinishedGame.self, from: data)
      else { continue }
      do {
        let id: Int64? = try writer.write { db in
          // Checked holding the write lock: another process may have saved it meanwhile.
          guard FileManager.default.fileExists(atPath: file), try !game.isSaved(in: db) else { return nil }
          return try game.insert(db, player: player)
        }
        try? FileManager.default.removeItem(atPath: file)
        if let id { saved.append(SavedPendingGame(id: id, deck: game.deck, file: file)) }
      } catch {
        break
      }
    }
    return saved
  }
}
