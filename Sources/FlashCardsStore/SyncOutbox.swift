public import FlashCardsCore
import Foundation
import GRDB

/// A player's games waiting to be sent, read a page at a time so that a history of any size is
/// sent in bounded memory. The games are those in the outbox when it was made; a game saved
/// meanwhile waits for the next sync.
public struct UnsentGames {
  let database: AppDatabase
  let ids: [Int64]
  let pageSize: Int
  private var next = 0

  /// How many games it holds.
  public var count: Int { ids.count }

  init(database: AppDatabase, ids: [Int64], pageSize: Int) {
    self.database = database
    self.ids = ids
    self.pageSize = pageSize
  }

  /// The next page of games (in the order they were saved), or nil after the last.
  public mutating func nextPage() throws -> [SyncGame]? {
    guard next < ids.count else { return nil }
    let page = Array(ids[next..<min(next + pageSize, ids.count)])
    next += page.count
    return try database.read { db in try UnsentGames.games(page, in: db) }
  }

  static func games(_ ids: [Int64], in db: Database) throws -> [SyncGame] {
    let statement = try db.makeStatement(
      literal: "\(sql: OutboxQueries.gamesSelect) WHERE g.id IN \(ids) ORDER BY g.id, c.position")
    let rows = try Row.fetchCursor(statement)
    let gameColumns = OutboxColumns<SyncGame.Column>(from: 1)
    let cardColumns = OutboxColumns<SyncCardResult.Column>(from: 1 + gameColumns.count)
    let position = cardColumns.index(of: .position)
    var games: [SyncGame] = []
    var current: Int64?
    var keeping = false
    while let row = try rows.next() {
      guard let id = row.wholeNumber(at: 0).map(Int64.init) else { continue }
      if id != current {
        current = id
        // A game whose identity or date does not read (written by another program) cannot be
        // merged by identity: it stays here, unsent.
        guard let game = gameColumns.record(row) else {
          keeping = false
          continue
        }
        games.append(game)
        keeping = true
      }
      guard keeping, row.wholeNumber(at: position) != nil else { continue }
      guard let card = cardColumns.record(row) else {
        // Nor is a game sent without one of its cards.
        games.removeLast()
        keeping = false
        continue
      }
      games[games.count - 1].cards.append(card)
    }
    return games
  }
}

/// Reads the columns of a `SyncRecord` from an outbox row, in the list's order from `offset` (the
/// query, `OutboxQueries.gamesSelect`, is made from the same list).
struct OutboxColumns<Column: SyncColumn> {
  let offset: Int
  let columns = Column.allCases
  let kinds = Column.allCases.map(\.kind)

  init(from offset: Int) {
    self.offset = offset
  }

  var count: Int { columns.count }

  func index(of column: Column) -> Int {
    offset + (columns.firstIndex(of: column) ?? columns.count)
  }

  /// The record, or nil when a required identity or time does not read. A required text or number
  /// that is NULL or does not read keeps the blank record's value; a number is a whole number
  /// within ±2⁴⁰, as `Row.duration` reads it.
  func record(_ row: Row) -> Column.Record? {
    var record = Column.Record.blank
    for position in columns.indices {
      let index = offset + position
      let column = columns[position]
      switch kinds[position] {
      case .text: if let text = row.optionalText(at: index) { record[column] = .text(text) }
      case .optionalText: record[column] = .optionalText(row.optionalText(at: index))
      case .integer: if let number = row.duration(at: index) { record[column] = .integer(number) }
      case .optionalInteger: record[column] = .optionalInteger(row.duration(at: index))
      case .boolean: record[column] = .boolean(row.wholeNumber(at: index).map { $0 != 0 } == true)
      case .time:
        guard let date = row.optionalText(at: index).flatMap(DatabaseDate.date) else { return nil }
        record[column] = .time(date)
      case .identity:
        guard let id = row.optionalText(at: index).flatMap(UUID.init) else { return nil }
        record[column] = .identity(id)
      case .optionalIdentity: record[column] = .optionalIdentity(row.optionalText(at: index).flatMap(UUID.init))
      }
    }
    return record
  }
}

extension Row {
  /// A whole number, or nil for NULL and for anything that does not read as one: what an outbox
  /// row leaves at the blank record's value.
  fileprivate func wholeNumber(at index: Int) -> Int? {
    (try? optionalInteger(at: index)) ?? nil
  }

  /// A time in milliseconds within ±2⁴⁰, as `duration(_:)` reads it, or nil.
  fileprivate func duration(at index: Int) -> Int? {
    wholeNumber(at: index).flatMap { (-(1 << 40)...(1 << 40)).contains($0) ? $0 : nil }
  }
}

extension AppDatabase {
  /// `player`'s games in the outbox now, oldest saved first.
  public func unsentGames(player: String, pageSize: Int = 1000) throws -> UnsentGames {
    let ids = try read { db in try Int64.fetchAll(db, sql: OutboxQueries.unsentIDs, arguments: [player]) }
    return UnsentGames(database: self, ids: ids, pageSize: pageSize)
  }
}

/// The outbox is the games not on the server (`onServer` false), found by the
/// partial index `gameResult_unsent` on (player, id): the few unsent games, whatever the size of
/// the history.
enum OutboxQueries {
  static let unsentIDs = "SELECT id FROM gameResult WHERE player = ? AND NOT onServer ORDER BY id"
  static let unsentCount = "SELECT COUNT(*) FROM gameResult WHERE player = ? AND NOT onServer"

  /// A game's rows: its row id, then its columns and its cards' (one row a card), as the lists of
  /// `SyncGame.Column` and `SyncCardResult.Column` name them in the history; the game it played
  /// again by its identity.
  static let gamesSelect: String = {
    let game = SyncGame.Column.allCases.map { $0 == .retryOf ? "r.uuid" : "g.\($0.historyName)" }
    let card = SyncCardResult.Column.allCases.map { "c.\($0.historyName)" }
    return """
      SELECT g.id, \((game + card).joined(separator: ", "))
      FROM gameResult g
      LEFT JOIN gameResult r ON r.id = g.retryOf
      LEFT JOIN cardResult c ON c.gameId = g.id
      """
  }()
}
