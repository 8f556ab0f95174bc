import FlashCardsApp
import FlashCardsCore
import Foundation
import TestSupport
import Testing

/// The report's page from a history file in-process. CLITests' ReportTests writes it through the
/// binary and looks at it in a real browser.
@Suite("progress report pages")
struct ProgressReportTests {
  @Test func aLearnersPageIsTheirsAndATeachersHasEveryPlayer() throws {
    let folder = try AppFolder()
    try PlayersGamesRuleTests.shared(in: folder)
    let context = folder.context(player: "ann")
    let database = try context.openDatabase(.readOnly)
    let now = FixedHistory.firstPlayedAt.addingTimeInterval(10 * 86_400)

    let learner = try ProgressReport.page(
      database, filter: HistoryFilter(), allPlayers: false, library: try context.deckLibrary(), now: now)
    #expect(learner.contains("<title>FlashCards: ann"))
    #expect(!learner.contains("bob"), "another player's games are not on a learner's page")
    #expect(learner.contains("capitals") && learner.contains("elements"))

    let teacher = try ProgressReport.page(
      database, filter: HistoryFilter(), allPlayers: true, library: nil, now: now)
    #expect(teacher.contains("<title>FlashCards: the class"))
    #expect(teacher.contains("<h2>ann</h2>") && teacher.contains("<h2>bob</h2>"))

    let elements = try ProgressReport.page(
      database, filter: HistoryFilter(deck: "elements"), allPlayers: true, library: nil, now: now)
    #expect(elements.contains("<h2>ann</h2>") && !elements.contains("<h2>bob</h2>"), "bob played no elements")
  }

  @Test func theDefaultFileIsNamedAfterTodaysLocalDate() {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let day = CivilTime(
      secondsSince1970: now.timeIntervalSince1970, offset: TimeZone.current.secondsFromGMT(for: now)
    ).dayText
    #expect(ProgressReport.defaultName(now) == "flashcards-report-\(day).html")
    #expect(day.count == 10 && day.hasPrefix("2026-"))
  }
}
