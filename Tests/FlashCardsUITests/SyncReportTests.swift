import FlashCardsCore
import FlashCardsUI
import Testing

/// Sync's summary line counts what it held back, games apart from other changes.
@Suite struct SyncReportTests {
  @Test(arguments: [
    (0, 0, "Sent 0 games; received 2 games from db:5432."),
    (1, 0, "Sent 0 games; received 2 games from db:5432; 1 game held back."),
    (0, 2, "Sent 0 games; received 2 games from db:5432; 2 changes held back."),
    (3, 1, "Sent 0 games; received 2 games from db:5432; 3 games and 1 other change held back."),
  ])
  func heldBackRowsAreCounted(games: Int, others: Int, line: String) {
    var report = SyncReport(server: "db:5432")
    report.received.games = 2
    report.heldBackGames = games
    report.heldBackOther = others
    #expect(report.line == line)
  }
}
