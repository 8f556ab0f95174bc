import FlashCardsCore
import GRDB
import GRDBSQLite

extension LastAnswers {
  /// `readByRows`' answers, read by column index: the memory states grouped by `TallyGroups`, and
  /// each game's answers matched by their bytes in place, without a `Row` or a `String` each.
  /// In `readByRows` most of `stats` was GRDB rows and strings for the answers of the cards' last
  /// games, and every player's memory states grouped in SQL (`--all-players`) went through
  /// SQLite's sorter (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md).
  /// nil when a value is not plain (see `TallyGroups`): `readByRows` keeps the rules for those.
  static func readPlain(deck: String?, player: String?, in db: Database) throws -> LastAnswers? {
    let states = try db.makeStatement(
      literal: """
        SELECT deck, direction, card, lastReview, player FROM memoryState
        WHERE \(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))
        """)
    // A card's latest answer: the largest lastReview, and the player who gave it.
    guard let cards = try TallyGroups.read(states, keys: 0..<3, largest: 3, carrying: 4) else { return nil }

    // The player's newest game started by then, as `readByRows`' query finds it (the same index,
    // and of games started at the same moment, the last saved). Searched once per game rather than
    // per card: newest last answers first, a card answered between the game found for another card
    // and that card's last answer has the same game (550 searches at 5M card results: 11 M).
    let newest = try db.cachedStatement(
      sql: "SELECT id, playedAt FROM gameResult WHERE player = ? AND playedAt <= ? ORDER BY playedAt DESC LIMIT 1")
    let bytes = cards.bytes
    let order = cards.groups.indices.sorted { a, b in
      let (x, y) = (cards.groups[a], cards.groups[b])
      let players = TallyGroups.order(bytes[x.carried], bytes[y.carried])
      return players != 0 ? players < 0 : TallyGroups.order(bytes[y.largest], bytes[x.largest]) < 0
    }
    var gameOf = [Int64?](repeating: nil, count: cards.groups.count)
    var cardOfKey: [TallyGroups.ByteKey: Int] = .init(minimumCapacity: cards.groups.count)
    // The game found last, its player and when it started.
    var found: (player: Range<Int>, started: [UInt8], game: Int64)?
    for index in order {
      let card = cards.groups[index]
      // Text that reads as a number is compared with playedAt as a number: searched on its own.
      let comparable = bytes[card.largest].contains { !Self.numeric.contains($0) }
      if comparable, let found, TallyGroups.order(bytes[found.player], bytes[card.carried]) == 0,
        TallyGroups.order(bytes[card.largest], found.started[...]) >= 0
      {
        gameOf[index] = found.game
      } else {
        found = nil
        let rows = try Row.fetchCursor(newest, arguments: [cards.carried(index), cards.largest(index)])
        guard try rows.next() != nil, let id = ColumnValues(newest.sqliteStatement).integer(0) else { continue }
        gameOf[index] = Int64(id)
        if comparable, let started = ColumnValues(newest.sqliteStatement).plainText(1) {
          found = (card.carried, Array(started), Int64(id))
        }
      }
      cardOfKey[TallyGroups.ByteKey(bytes: Array(bytes[card.key]))] = index
    }

    var answer = [Answer](repeating: .none, count: cards.groups.count)
    let game = try db.cachedStatement(sql: "SELECT deck, direction FROM gameResult WHERE id = ?")
    let answers = try db.cachedStatement(
      sql: "SELECT deck, direction, card, correct FROM cardResult WHERE gameId = ? ORDER BY position")
    let row = ColumnValues(answers.sqliteStatement)
    var key = TallyGroups.ByteKey(bytes: [])
    key.bytes.reserveCapacity(64)
    for gameId in Set(gameOf.compactMap { $0 }) {
      // An answer without its own deck or direction (before v5) is the game's.
      var ofGame: [[UInt8]?] = [nil, nil]
      let games = try Row.fetchCursor(game, arguments: [gameId])
      if try games.next() != nil {
        for column in 0..<2 {
          guard let text = ColumnValues(game.sqliteStatement).plainText(Int32(column)) else { return nil }
          ofGame[column] = Array(text)
        }
      }
      let rows = try Row.fetchCursor(answers, arguments: [gameId])
      answerRows: while try rows.next() != nil {
        key.bytes.removeAll(keepingCapacity: true)
        for column in 0..<3 {
          if sqlite3_column_type(answers.sqliteStatement, Int32(column)) == SQLITE_NULL {
            guard column < 2, let text = ofGame[column] else { continue answerRows }
            key.bytes.append(contentsOf: text)
          } else {
            guard let text = row.plainText(Int32(column)) else { return nil }
            key.bytes.append(contentsOf: text)
          }
          key.bytes.append(0)
        }
        // The last answer in the game counts: a later one replaces an earlier.
        if let card = cardOfKey[key], gameOf[card] == gameId { answer[card] = Answer(row.value(3)) }
      }
    }

    var right: [Key: Bool] = .init(minimumCapacity: cards.groups.count)
    for index in cards.groups.indices {
      // Only "forward" and "reverse" spell a direction, so the key's bytes are the direction's.
      guard let direction = Direction(rawValue: cards.text(index, 1)) else { continue }
      let isRight: Bool
      switch answer[index] {
      case .none: isRight = false
      case .right(let value): isRight = value
      case .unreadable: return nil
      }
      right[Key(deck: cards.text(index, 0), direction: direction, card: cards.text(index, 2))] = isRight
    }
    return LastAnswers(right: right)
  }

  /// The bytes of a number's text (SQLite reads " 12", "1e5" or "-3.5" as numbers).
  private static let numeric = Set(Array("0123456789+-.eE \t\n\r".utf8) + [0x0B, 0x0C])

  /// A card's last answer in its game, as `Row.optionalFlag` reads `correct`.
  private enum Answer {
    /// No answer found, or NULL: not right.
    case none
    case right(Bool)
    /// Text, a BLOB or a fraction: `readByRows` says so.
    case unreadable

    init(_ value: DatabaseValue) {
      switch value.storage {
      case .null: self = .none
      case .int64(let integer): self = .right(integer != 0)
      case .double(let real): self = Int(exactly: real).map { .right($0 != 0) } ?? .unreadable
      default: self = .unreadable
      }
    }
  }
}
