import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsSync

/// The column lists of Core (`SyncColumn`) are what the server holds, what a send stages and what
/// a receive reads: a column added to a list (and its value) is all a new synced field takes.
@Suite(
  "sync's column lists and the server",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct SyncColumnsTests {
  /// The type PostgreSQL names for a column of each kind.
  static func serverType(_ kind: SyncValueKind) -> String {
    switch kind {
    case .text, .optionalText: "text"
    case .integer, .optionalInteger: "integer"
    case .boolean: "boolean"
    case .time: "timestamp with time zone"
    case .identity, .optionalIdentity: "uuid"
    }
  }

  /// (name, type, NOT NULL) of each column of `relation`, in order, but the server's own.
  static func columns(of relation: String, in connection: PostgresConnection) throws -> [String] {
    try connection.execute(
      """
      SELECT attname, format_type(atttypid, atttypmod) AS type, attnotnull FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped
        AND attname NOT IN ('player', 'txid', 'cards') ORDER BY attnum
      """, [relation]
    ).map { row in try "\(row.text("attname")) \(row.text("type"))\(row.bool("attnotnull") ? " NOT NULL" : "")" }
  }

  static func expected<Column: SyncColumn>(_: Column.Type, notNull: Bool = true) -> [String] {
    Column.allCases.map { "\($0.name) \(serverType($0.kind))\(notNull && !$0.kind.isOptional ? " NOT NULL" : "")" }
  }

  @Test func theListsAreTheServersColumnsInOrderWithTheirTypes() throws {
    let fixture = try ServerFixture()
    let admin = try fixture.admin()
    #expect(
      try SyncColumnsTests.columns(of: "flashcards.games", in: admin) == SyncColumnsTests.expected(SyncGame.Column.self)
    )
    let cardType =
      try admin.execute("SELECT typrelid::regclass::text FROM pg_type WHERE oid = 'flashcards.card_result'::regtype")
      .single() ?? ""
    // A composite type's attributes are never NOT NULL; `card_results_are_whole` checks them.
    #expect(
      try SyncColumnsTests.columns(of: cardType, in: admin)
        == SyncColumnsTests.expected(SyncCardResult.Column.self, notNull: false))
    #expect(
      try SyncColumnsTests.columns(of: "flashcards.tombstones", in: admin)
        == SyncColumnsTests.expected(SyncTombstone.Column.self))
    #expect(
      try SyncColumnsTests.columns(of: "flashcards.settings", in: admin)
        == SyncColumnsTests.expected(SyncSetting.Column.self))
    #expect(
      try SyncColumnsTests.columns(of: "flashcards.decks", in: admin) == SyncColumnsTests.expected(SyncDeck.Column.self)
    )
  }

  /// The staging tables a send makes hold the sent columns, in the lists' order; times as
  /// microseconds since 1970.
  @Test func theStagingTablesAreTheListsSentColumns() throws {
    let fixture = try ServerFixture()
    let session = try fixture.session(try fixture.add("ann"))
    let tables: [StagingTable] = [.games, .cardResults, .tombstones, .settings, .decks]
    let staged = try session.stagingTransaction(tables) { () throws -> [[String]] in
      try tables.map { try SyncColumnsTests.columns(of: "pg_temp.\($0.name)", in: session.connection) }
    }
    func sent<Column: SyncColumn>(_: Column.Type) -> [String] {
      ServerColumns<Column>.sent.map {
        "\($0.name) \($0.kind == .time ? "bigint" : SyncColumnsTests.serverType($0.kind))"
      }
    }
    #expect(
      staged == [
        sent(SyncGame.Column.self), ["game_id uuid"] + sent(SyncCardResult.Column.self),
        ["game_id uuid", "deleted_at bigint"], sent(SyncSetting.Column.self), sent(SyncDeck.Column.self),
      ])
  }

  /// A game, its cards, a deletion, a setting and a deck with every column unlike the blank
  /// record's arrive on another machine as they were sent.
  @Test func everyColumnMakesTheRoundTrip() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let first = SampleSyncGames.game(1, cards: 1)
    var game = SyncGame(
      id: UUID(), mode: "review", deck: "capitals", direction: "reverse", playedAt: SampleSyncGames.start + 3600,
      milliseconds: 1234, endedEarly: true, retryOf: first.id, choices: 4, deckCards: 50, underReverseName: true,
      cards: [])
    game.cards = [
      SyncCardResult(
        position: 1, card: "France", expected: "Paris", answer: "Pariss", verdict: "typo", correct: true,
        confusedWith: "Lyon", milliseconds: 700, deck: "europe", direction: "reverse"),
      SyncCardResult(
        position: 2, card: "Peru", expected: "Lima", answer: "", verdict: "skipped", correct: false,
        milliseconds: 90),
    ]
    let tombstone = SyncTombstone(gameID: UUID(), deletedAt: SampleSyncGames.start, deletedBy: ann.name)
    let setting = SyncSetting(key: "fsrsParameters", value: "0.4,1.2", changedAt: SampleSyncGames.start)
    let deck = SyncDeck(name: "mine", contentHash: "abc", content: "a = b", importedAt: SampleSyncGames.start)
    SyncColumnsTests.expectEveryColumnSet(game)
    SyncColumnsTests.expectEveryColumnSet(game.cards[0])
    SyncColumnsTests.expectEveryColumnSet(tombstone)
    SyncColumnsTests.expectEveryColumnSet(setting)
    SyncColumnsTests.expectEveryColumnSet(deck)

    let sent = try fixture.session(ann).send(
      games: [first, game], tombstones: [tombstone], settings: [setting], decks: [deck])
    #expect(sent.games == 2 && sent.cardResults == 3 && sent.tombstones == 1 && sent.settings == 1 && sent.decks == 1)
    let (changes, _) = try fixture.session(ann).receive(atLeast: 5, from: .start)
    #expect(changes == [.deck(deck), .setting(setting), .tombstone(tombstone), .game(first), .game(game)])
  }

  /// Every column of `record` differs from the blank record's: the round trip sees each.
  static func expectEveryColumnSet<Record: SyncRecord>(_ record: Record) {
    for column in Record.Column.allCases {
      #expect(record[column] != Record.blank[column], "\(Record.self).\(column) is the blank record's")
    }
  }
}
