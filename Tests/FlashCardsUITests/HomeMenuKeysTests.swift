import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("The home menu: the same keys everywhere, last scores, a count, narrow and plain terminals")
struct HomeMenuKeysTests {
  private static let (openGame, goBack, seed) = (HomeMenuTests.openGame, HomeMenuTests.goBack, HomeMenuTests.seed)
  private static let chooseSeven = "Choose 1–7 (Enter quits): "

  /// The decks of HomeMenuTests, and elements.
  private static var decks: [HomeMenu.DeckChoice] {
    HomeMenuTests.decks + [
      HomeMenu.DeckChoice(
        name: "elements", description: "Name the symbol of each chemical element.", deck: FixedHistory.elements,
        direction: .forward)
    ]
  }

  /// The day of game 5 (capitals, 4/4), an hour after it, in UTC: game 4 (states, 0/4) was yesterday.
  private static let dayOfGame5 = FixedHistory.firstPlayedAt + 4 * 86_400 + 3600

  private func menu(_ terminal: ScriptedTerminal, _ database: any HistoryWriting, now: Date = dayOfGame5) -> HomeMenu {
    HomeMenu(
      decks: Self.decks, terminal: terminal, database: database, newSeed: { Self.seed }, timeZone: .gmt,
      now: { now })
  }

  @Test(arguments: [LineInput.line(""), .line("q"), .line(" Q "), .line("quit"), .endOfInput])
  func enterQOrCtrlDInTheHistoryGoesBackHome(input: LineInput) throws {
    let terminal = ScriptedTerminal([.line("h"), input, .line(""), .line("unread")])

    #expect(try menu(terminal, FixedHistory.history()).run())
    #expect(terminal.prompts == [Self.chooseSeven, Self.openGame, Self.chooseSeven])
    #expect(terminal.unread == [.line("unread")])
  }

  @Test(arguments: [LineInput.line(""), .line("q"), .endOfInput])
  func enterQOrCtrlDAfterAGameOrStatsGoesBackHome(input: LineInput) throws {
    let terminal = ScriptedTerminal([.line("s"), input, .line(""), .line("unread")])

    #expect(try menu(terminal, FixedHistory.history()).run())
    #expect(terminal.prompts == [Self.chooseSeven, Self.goBack, Self.chooseSeven])
    #expect(terminal.unread == [.line("unread")])
  }

  @Test func eachDeckLineShowsItsLastScoreAndDay() throws {
    let terminal = ScriptedTerminal([.line("")])

    #expect(try menu(terminal, FixedHistory.history()).run())
    let lines = terminal.transcript.lines
    // Game 5 (capitals, 4/4) today, game 4 (states, 0/4) yesterday, game 6 (elements, 1/1) is
    // "played" tomorrow in this clock's eyes: its day is shown as it is.
    #expect(lines[2] == "2  capitals  100% today    Name the capital of each state.", "\(lines)")
    #expect(lines[3] == "3  states    0% yesterday  Name the state of each capital.", "\(lines)")
    #expect(lines[4] == "4  elements  100% 6 Mar    Name the symbol of each chemical element.", "\(lines)")

    let later = ScriptedTerminal([.line("")])
    #expect(try menu(later, FixedHistory.history(), now: FixedHistory.firstPlayedAt + 400 * 86_400).run())
    #expect(later.transcript.lines[2].hasPrefix("2  capitals  100% 5 Mar 2026  "), "\(later.transcript)")
  }

  /// Ann's games are in the same file Bob opens: his menu shows none of her scores.
  @Test func aDeckNeverPlayedAndAnotherPlayersGamesShowNoScore() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      try FixedHistory.save(into: try HistoryFile.open(path, player: "ann"))
      let annsMenu = ScriptedTerminal([.line("")])
      #expect(try menu(annsMenu, HistoryFile.open(path, player: "ann")).run())
      #expect(annsMenu.transcript.lines[2] != "2  capitals  Name the capital of each state.", "Ann's score is shown")

      let bobsMenu = ScriptedTerminal([.line("")])
      #expect(try menu(bobsMenu, HistoryFile.open(path, player: "bob")).run())
      #expect(bobsMenu.transcript.lines[2] == "2  capitals  Name the capital of each state.")
    }
  }

  @Test func theLastGamesAreTheNewestPlayedGameOfEachDeckOfThePlayer() throws {
    let database = try FixedHistory.history()
    let games = try database.lastGames(player: "ann")
    #expect(
      Set(games.map { "\($0.game.deck) \($0.game.direction.rawValue) \($0.correct)/\($0.cards)" }) == [
        "capitals forward 4/4", "states reverse 0/4", "elements forward 1/1",
      ])
  }

  /// A deck without a reverse name keeps its name in reverse: each direction has its last game.
  @Test func eachDirectionOfADeckWithoutAReverseNameHasItsOwnLastGame() throws {
    var unnamed = SampleDecks.capitals
    unnamed.reverseName = nil
    let database = try InMemoryHistory.open()
    for (direction, day) in [(Direction.forward, 0.0), (.reverse, 1), (.forward, 2), (.reverse, 3)] {
      var session = GameSession(deck: unnamed, direction: direction, seed: Self.seed)
      while let card = session.currentCard {
        session.answer(day < 2 ? "nope" : card.answers(in: direction)[0], seconds: 1)
      }
      try database.saveGame(session, playedAt: FixedHistory.firstPlayedAt + day * 86_400, milliseconds: 1000)
    }
    let games = try database.lastGames(player: database.player)
    #expect(
      Set(games.map { "\($0.game.label) \($0.correct)/\($0.cards)" }) == [
        "capitals 4/4", "capitals (reverse) 4/4",
      ])
  }

  @Test(arguments: ["2 2", "capitals 2", "CAPITALS  2"])
  func aCountAfterADeckPlaysThatManyCards(typed: String) throws {
    let session = GameSession(deck: SampleDecks.capitals, direction: .forward, count: 2, seed: Self.seed)
    let answers = SampleDecks.inputs(for: session) { $0.back[0] }
    let terminal = ScriptedTerminal([.line(typed)] + answers + [.line(""), .line("")])

    #expect(try menu(terminal, InMemoryHistory.open()).run())
    #expect(terminal.unread.isEmpty)
    #expect(terminal.prompts.filter { $0.hasPrefix("[") }.count == 2, "\(terminal.prompts)")
    #expect(terminal.transcript.contains("Score: 2/2 (100%)"))
  }

  @Test func aCountLargerThanTheDeckPlaysTheWholeDeck() throws {
    let terminal = ScriptedTerminal([.line("2 99"), .endOfInput, .line(""), .line("")])
    #expect(try menu(terminal, InMemoryHistory.open()).run())
    #expect(terminal.prompts[1].hasPrefix("[1/4] "))
  }

  @Test func aDeckWhoseNameHasSpacesIsChosenByNameWithOrWithoutACount() throws {
    let deck = HomeMenu.DeckChoice(
      name: "us states", description: "", deck: SampleDecks.capitals, direction: .forward)
    let menu = HomeMenu(
      decks: [deck], terminal: ScriptedTerminal([]), database: try InMemoryHistory.open(), newSeed: { 1 })
    #expect(menu.choice(for: "us states") == .play(0))
    #expect(menu.choice(for: "us states 3") == .play(0, count: 3))
    #expect(menu.choice(for: "us states x") == nil)
  }

  @Test func aCountIsOnlyForADeck() throws {
    let terminal = ScriptedTerminal([.line("h 3"), .line("")])
    #expect(try menu(terminal, InMemoryHistory.open()).run())
    #expect(terminal.prompts == [Self.chooseSeven, "There is no choice 'h 3'. \(Self.chooseSeven)"])
  }

  @Test(arguments: [TextStyle(colored: false, width: 40), TextStyle(colored: true, width: 40)])
  func atFortyColumnsEveryScreenFitsAndWrapsBetweenWords(style: TextStyle) throws {
    let terminal = ScriptedTerminal(
      [.line("h"), .line("2"), .line(""), .line(""), .line("s"), .line(""), .line("")], style: style)

    #expect(try menu(terminal, FixedHistory.history()).run())
    let lines = terminal.transcript.lines
    for line in lines where !line.hasPrefix("Press Enter") {
      #expect(line.columns <= 40, "\(line.columns) columns: \(line)")
    }
    // Every table is stacked: a heading line, then the rest indented.
    #expect(lines.contains { $0.withoutColor == "2  capitals  100% today" })
    #expect(lines.contains { $0.withoutColor == "  Name the capital of each state." })
    #expect(lines.contains { $0.withoutColor == "5  2026-03-05 03:30" })
    #expect(lines.contains { $0.withoutColor == "  capitals  4/4  100%  0:18" })
    #expect(lines.contains { $0.withoutColor == "California" })
    #expect(lines.contains { $0.withoutColor.hasPrefix("  typed Sacramnto  answer Sacramento") })
    #expect(!terminal.transcript.contains("…"))
  }

  @Test func inAPlainLocaleTheMenuAndItsScreensWriteOnlyASCII() throws {
    let style = TextStyle(colored: false, ascii: true)
    let session = GameSession(deck: SampleDecks.capitals, direction: .forward, count: 2, seed: Self.seed)
    let answers = SampleDecks.inputs(for: session) { _ in "wrong" }
    let terminal = ScriptedTerminal(
      [.line("2 2")] + answers + [.line(""), .line("h"), .line("1"), .line(""), .line(""), .line("s"), .line("")],
      style: style)

    #expect(try menu(terminal, FixedHistory.history()).run())
    let transcript = terminal.transcript
    #expect(transcript.unicodeScalars.allSatisfy { $0.isASCII }, "\(transcript.unicodeScalars.filter { !$0.isASCII })")
    #expect(transcript.contains("Choose 1-7 (Enter quits): "))
    #expect(transcript.contains("  x Wrong: the answer is "))
    #expect(transcript.contains("Game #1 - capitals - "))
    #expect(transcript.contains("+ right"))
    #expect(transcript.contains("Progress - all decks"))
  }
}
