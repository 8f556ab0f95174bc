import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsSync

/// The server's schema holds `SyncRules`: what a history takes, the server takes, and the limits
/// an admin raises take effect.
@Suite(
  "the server's rules are SyncRules",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct ServerRulesTests {
  @Test func theKnownValuesAndLimitsAreSyncRules() throws {
    let fixture = try ServerFixture()
    for (kind, values) in [
      ("verdict", SyncRules.verdicts), ("recalled verdict", SyncRules.recalledVerdicts), ("mode", SyncRules.modes),
      ("direction", SyncRules.directions),
    ] {
      let stored = try fixture.admin(
        "SELECT value FROM flashcards.known_values WHERE kind = '\(kind)' ORDER BY value COLLATE \"C\"")
      #expect(stored == values.sorted().map { $0 + "\n" }.joined(), "\(kind)")
    }
    let limits = try fixture.admin(
      "SELECT text_bytes, cards_per_game, game_bytes, setting_bytes, deck_bytes, games_per_day FROM flashcards.limits")
    let defaults = SyncRules.defaults
    let expected = [
      defaults.textBytes, defaults.cardsPerGame, defaults.gameBytes, defaults.settingBytes, defaults.deckBytes,
      defaults.gamesPerDay,
    ]
    #expect(limits == expected.map(String.init).joined(separator: "\t") + "\n")
  }

  /// Every verdict, mode and direction a history holds, at the edges of every range, is stored.
  @Test func everythingAHistoryCanHoldIsStored() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    var games: [SyncGame] = []
    for (index, verdict) in SyncRules.verdicts.enumerated() {
      var game = SampleSyncGames.game(index)
      game.cards[0].verdict = verdict
      game.cards[0].correct = SyncRules.recalledVerdicts.contains(verdict)
      games.append(game)
    }
    for (index, mode) in SyncRules.modes.enumerated() {
      var game = SampleSyncGames.game(100 + index)
      game.mode = mode
      game.direction = SyncRules.directions[index % SyncRules.directions.count]
      games.append(game)
    }
    var edges = SampleSyncGames.game(200)
    edges.playedAt = SyncRules.times.lowerBound
    edges.milliseconds = SyncRules.milliseconds.upperBound
    edges.choices = SyncRules.choices.upperBound
    edges.deckCards = SyncRules.deckCards.upperBound
    var late = SampleSyncGames.game(201)
    late.playedAt = SyncRules.times.upperBound.addingTimeInterval(-1)
    late.cards[0].milliseconds = SyncRules.milliseconds.upperBound
    late.cards[0].answer = String(repeating: "é", count: SyncRules.defaults.textBytes / 2)
    games += [edges, late]
    #expect(try fixture.session(ann).send(games: games).games == games.count)
  }

  @Test func theEdgesOfEachRangeAreWhereTheServerRefuses() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let upper = Int(SyncRules.times.upperBound.timeIntervalSince1970)
    let refused: [(String, String)] = [
      ("played at the end of 9999", MischievousClass.game(playedAt: "to_timestamp(\(upper))")),
      (
        "a game a millisecond over a day",
        MischievousClass.game(milliseconds: "\(SyncRules.milliseconds.upperBound + 1)")
      ),
      (
        "an answer a byte over",
        MischievousClass.game(cards: MischievousClass.card(text: "repeat('x', \(SyncRules.defaults.textBytes + 1))"))
      ),
    ]
    for (what, sql) in refused {
      let run = try fixture.psql(sql, as: ann)
      #expect(run.status != 0, "\(what) was stored: \(run)")
    }
  }

  /// An admin raises a limit with an UPDATE; the connection limit reaches every login at once.
  @Test func anAdminRaisesALimit() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let long = MischievousClass.game(cards: MischievousClass.card(text: "repeat('x', 15000)"))
    #expect(try fixture.psql(long, as: ann).status != 0)
    try fixture.admin("UPDATE flashcards.limits SET text_bytes = 20000, connections_per_login = 6")
    let stored = try fixture.psql(long, as: ann)
    #expect(stored.status == 0, "\(stored)")
    let quoted = ann.name.replacingOccurrences(of: "'", with: "''")
    #expect(try fixture.admin("SELECT rolconnlimit FROM pg_roles WHERE rolname = '\(quoted)'") == "6\n")
  }
}
