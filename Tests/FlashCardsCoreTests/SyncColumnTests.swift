import FlashCardsCore
import Foundation
import Testing

/// Each synced record's column list covers its fields one to one: a field without a column would
/// not travel, and a column writing another's field would swap two values silently.
@Suite("sync's column lists: one column a field")
struct SyncColumnTests {
  static let time = Date(timeIntervalSince1970: 1_764_000_000.125)

  /// Records with every field unlike the blank record's.
  static let game = SyncGame(
    id: UUID(), mode: "review", deck: "capitals", direction: "reverse", playedAt: time, milliseconds: 1234,
    endedEarly: true, retryOf: UUID(), choices: 4, deckCards: 50, underReverseName: true, cards: [card])
  static let card = SyncCardResult(
    position: 3, card: "France", expected: "Paris", answer: "Pariss", verdict: "typo", correct: true,
    confusedWith: "Lyon", milliseconds: 700, deck: "europe", direction: "reverse")
  static let tombstone = SyncTombstone(gameID: UUID(), deletedAt: time, deletedBy: "ann")
  static let setting = SyncSetting(key: "fsrsParameters", value: "0.4,1.2", changedAt: time)
  static let deck = SyncDeck(name: "mine", contentHash: "abc", content: "a = b", importedAt: time)

  @Test func eachFieldOfASyncedRecordIsWrittenByOneColumn() {
    SyncColumnTests.eachFieldIsOneColumn(SyncColumnTests.game, except: ["cards"])
    SyncColumnTests.eachFieldIsOneColumn(SyncColumnTests.card)
    SyncColumnTests.eachFieldIsOneColumn(SyncColumnTests.tombstone)
    SyncColumnTests.eachFieldIsOneColumn(SyncColumnTests.setting)
    SyncColumnTests.eachFieldIsOneColumn(SyncColumnTests.deck)
  }

  @Test func aColumnsKindIsThatOfItsValueAndNullOnlyWhereOptional() {
    #expect(SyncGame.Column.allCases.filter(\.kind.isOptional) == [.retryOf, .choices, .deckCards])
    #expect(SyncCardResult.Column.allCases.filter(\.kind.isOptional) == [.confusedWith, .deck, .direction])
    #expect(SyncGame.Column.playedAt.kind == .time && SyncGame.Column.id.kind == .identity)
    #expect(SyncSetting.Column.allCases.filter(\.kind.isOptional) == [.value])
    #expect(SyncTombstone.Column.allCases.filter { !$0.isSent } == [.deletedBy])
  }

  @Test func theHistorysColumnsAreTheServersInCamelCase() {
    #expect(
      SyncGame.Column.allCases.map(\.historyName) == [
        "uuid", "mode", "deck", "direction", "playedAt", "milliseconds", "endedEarly", "retryOf", "choices",
        "deckCards", "underReverseName",
      ])
    #expect(SyncCardResult.Column.confusedWith.historyName == "confusedWith")
  }

  /// Setting each column of a blank record to `full`'s value changes exactly one field, and every
  /// field (but `except`) is changed by one column.
  static func eachFieldIsOneColumn<Record: SyncRecord>(_ full: Record, except: Set<String> = []) {
    let blank = fields(of: Record.blank)
    var covered: [String] = []
    for column in Record.Column.allCases {
      #expect(full[column] != Record.blank[column], "\(column): the sample must differ from the blank record")
      var record = Record.blank
      record[column] = full[column]
      #expect(record[column] == full[column], "\(column) reads back what it wrote")
      let changed = fields(of: record).filter { blank[$0.key] != $0.value }.map(\.key)
      #expect(changed.count == 1, "\(column) changed \(changed)")
      covered += changed
    }
    #expect(covered.sorted() == blank.keys.filter { !except.contains($0) }.sorted(), "\(Record.self)")
  }

  static func fields(of value: Any) -> [String: String] {
    var fields: [String: String] = [:]
    for child in Mirror(reflecting: value).children {
      if let label = child.label { fields[label] = String(describing: child.value) }
    }
    return fields
  }
}
