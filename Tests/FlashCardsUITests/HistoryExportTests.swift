import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("The history list as JSON and CSV")
struct HistoryExportTests {
  private func view(_ games: [GameSummary]) -> HistoryListView {
    HistoryListView(games: games, total: games.count, style: .colored, timeZone: FixedHistory.newYork)
  }

  private func savedView() throws -> HistoryListView {
    try view(FixedHistory.summaries())
  }

  @Test func jsonIsAnArrayOfGamesWithTheDocumentedFieldsAndTypes() throws {
    let games = try #require(try parseJSON(savedView().renderJSON()) as? [[String: Any]])

    #expect(games.count == 6)
    let expectedKinds: [String: JSONKind] = [
      "id": .integer, "deck": .string, "direction": .string, "date": .string,
      "cards": .integer, "correct": .integer, "endedEarly": .boolean, "player": .string, "mode": .string,
      "uuid": .string,
    ]
    for game in games {
      #expect(Set(game.keys) == Set(expectedKinds.keys).union(["seconds"]))
      for (key, kind) in expectedKinds {
        #expect(game[key].map { JSONKind(of: $0) } == kind, "\(key) of \(game)")
      }
      #expect(game["seconds"].map { JSONKind(of: $0).isNumber } == true)
      #expect((game["uuid"] as? String).flatMap(GameUUID.init)?.version == 7, "\(game)")
    }
    #expect(Set(games.compactMap { $0["uuid"] as? String }).count == games.count, "each game its own")
  }

  @Test func jsonHoldsEachGamesValuesNewestFirst() throws {
    let games = try #require(try parseJSON(savedView().renderJSON()) as? [[String: Any]])

    #expect(games.compactMap { $0["id"] as? Int } == [6, 5, 4, 3, 2, 1])
    let first = try #require(games.last)
    #expect(first["deck"] as? String == "capitals")
    #expect(first["direction"] as? String == "forward")
    #expect(first["date"] as? String == "2026-02-28T22:30:00.000-05:00")
    #expect(first["seconds"] as? Double == 20)
    #expect(first["cards"] as? Int == 4)
    #expect(first["correct"] as? Int == 4)
    #expect(first["endedEarly"] as? Bool == false)

    let reverse = games[3]
    #expect(reverse["deck"] as? String == "states")
    #expect(reverse["direction"] as? String == "reverse")
    #expect(reverse["correct"] as? Int == 3)
    #expect(games[0]["endedEarly"] as? Bool == true)
    #expect(games[0]["cards"] as? Int == 1)
  }

  @Test func jsonDatesReadBackAsTheInstantsSaved() throws {
    let games = try #require(try parseJSON(savedView().renderJSON()) as? [[String: Any]])
    let reader = ISO8601DateFormatter()
    reader.formatOptions = [.withInternetDateTime, .withFractionalSeconds]

    for game in games {
      let id = try #require(game["id"] as? Int)
      let text = try #require(game["date"] as? String)
      #expect(text.hasSuffix("-05:00"))
      let date = try #require(reader.date(from: text))
      let saved = FixedHistory.games[id - 1].playedAt
      #expect(abs(date.timeIntervalSince(saved)) < 0.001, "game \(id): \(text)")
    }
  }

  @Test func anEmptyHistoryIsAnEmptyArrayAndAHeaderOnly() throws {
    #expect(try parseJSON(view([]).renderJSON()) as? [Any] != nil)
    #expect(try (parseJSON(view([]).renderJSON()) as? [Any])?.isEmpty == true)
    #expect(view([]).renderCSV() == "id,deck,direction,date,seconds,cards,correct,endedEarly,player,mode,uuid\n")
  }

  @Test func csvHasAHeaderAndOneRowPerGame() throws {
    let summaries = try FixedHistory.summaries()
    let lines = view(summaries).renderCSV().lines
    // Each row ends with its game's identity, random at save: compared apart.
    let uuids = summaries.map { $0.game.uuid?.description ?? "?" }
    #expect(lines.dropFirst().dropLast().map { String($0.split(separator: ",").last ?? "") } == uuids)
    #expect(
      lines.enumerated().map { index, line in
        index == 0 || line.isEmpty ? line : String(line.dropLast(uuids[index - 1].count + 1))
      } == [
        "id,deck,direction,date,seconds,cards,correct,endedEarly,player,mode,uuid",
        "6,elements,forward,2026-03-05T22:30:00.000-05:00,5.0,1,1,true,ann,play",
        "5,capitals,forward,2026-03-04T22:30:00.000-05:00,18.0,4,4,false,ann,play",
        "4,states,reverse,2026-03-03T22:30:00.000-05:00,15.0,4,0,false,ann,play",
        "3,states,reverse,2026-03-02T22:30:00.000-05:00,25.0,4,3,false,ann,play",
        "2,capitals,forward,2026-03-01T22:30:00.000-05:00,30.0,4,2,false,ann,play",
        "1,capitals,forward,2026-02-28T22:30:00.000-05:00,20.0,4,4,false,ann,play",
        "",
      ])
  }

  @Test func aDeckNameWithACommaAndAQuoteIsQuotedAsRFC4180Has() throws {
    let game = GameResult(
      id: 9, player: "Ada, \"the first\"", deck: #"Say "hi", world"#, direction: .reverse,
      playedAt: FixedHistory.firstPlayedAt,
      milliseconds: 1_500, endedEarly: false)
    let csv = view([GameSummary(game: game, cards: 2, correct: 1)]).renderCSV()

    #expect(
      csv.lines[1]
        == #"9,"Say ""hi"", world",reverse,2026-02-28T22:30:00.000-05:00,1.5,2,1,false,"Ada, ""the first""",play,"#)
    let json = try #require(
      try parseJSON(view([GameSummary(game: game, cards: 2, correct: 1)]).renderJSON()) as? [[String: Any]])
    #expect(json.first?["deck"] as? String == #"Say "hi", world"#)
  }

  @Test func aDeckNamedLikeAFormulaIsExportedAsText() {
    let game = GameResult(
      id: 3, deck: "=HYPERLINK(\"http://evil.example\")", direction: .forward, playedAt: FixedHistory.firstPlayedAt,
      milliseconds: 1_000, endedEarly: false)
    let csv = view([GameSummary(game: game, cards: 1, correct: 1)]).renderCSV()

    #expect(csv.lines[1].hasPrefix(#"3,"'=HYPERLINK(""http://evil.example"")",forward,"#))
  }
}
