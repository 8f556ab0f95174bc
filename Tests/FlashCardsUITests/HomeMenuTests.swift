import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("The home menu")
struct HomeMenuTests {
  private static let choose = "Choose 1–6 (Enter quits): "
  static let openGame = "Game number to open (Enter goes back): "
  static let goBack = "Press Enter to go back. "
  private static let countHint = "A count after a deck plays that many cards: 2 10"
  static let seed: UInt64 = 42

  /// The decks of the menu in these tests: capitals both ways.
  static var decks: [HomeMenu.DeckChoice] {
    [
      HomeMenu.DeckChoice(
        name: "capitals", description: "Name the capital of each state.", deck: SampleDecks.capitals,
        direction: .forward),
      HomeMenu.DeckChoice(
        name: "states", description: "Name the state of each capital.", deck: SampleDecks.capitals,
        direction: .reverse),
    ]
  }

  private func menu(_ terminal: ScriptedTerminal, _ database: any HistoryWriting) -> HomeMenu {
    HomeMenu(decks: Self.decks, terminal: terminal, database: database, newSeed: { Self.seed })
  }

  @Test func aBrokenDeckIsListedUnderTheDecksWithItsProblem() throws {
    let terminal = ScriptedTerminal([.line("")])
    let broken = "'mine': /home/me/decks/mine.deck:3: not a card: expected FRONT = BACK"
    let menu = HomeMenu(
      decks: Self.decks, brokenDecks: [broken], terminal: terminal, database: try InMemoryHistory.open(),
      newSeed: { Self.seed })

    #expect(try menu.run())
    #expect(
      terminal.transcript.contains(
        // Wrapped between words at 80 columns.
        "6  Quit\nNot playable: 'mine': /home/me/decks/mine.deck:3: not a card: expected FRONT =\nBACK\n"
          + "\(Self.countHint)\n\(Self.choose)"),
      "\(terminal.transcript)")
  }

  private func occurrences(of text: String, in transcript: String) -> Int {
    transcript.components(separatedBy: text).count - 1
  }

  @Test func theHomeScreenListsTheDecksThenHistoryStatsAndQuit() throws {
    let terminal = ScriptedTerminal([.line("")])

    #expect(try menu(terminal, InMemoryHistory.open()).run())
    #expect(
      terminal.transcript == """
        FlashCards
        1  Review    the cards due, once you have played a deck
        2  capitals  Name the capital of each state.
        3  states    Name the state of each capital.
        4  History   your past games and their cards
        5  Stats     your progress over time
        6  Quit
        \(Self.countHint)
        \(Self.choose)

        """)
  }

  @Test(arguments: [LineInput.line(""), .line("  "), .line("6"), .line("q"), .line("Quit"), .endOfInput])
  func enterQuitOrEndOfInputLeavesTheMenuNormally(input: LineInput) throws {
    let terminal = ScriptedTerminal([input, .line("unread")])
    #expect(try menu(terminal, InMemoryHistory.open()).run() == true)
    #expect(terminal.unread == [.line("unread")])
  }

  @Test func interruptingTheHomeScreenLeavesWithFalse() throws {
    let terminal = ScriptedTerminal([.interrupted, .line("unread")])
    #expect(try menu(terminal, InMemoryHistory.open()).run() == false)
    #expect(terminal.unread == [.line("unread")])
  }

  @Test func choicesAreTakenByNumberNameOrInitial() throws {
    let menu = menu(ScriptedTerminal([]), try InMemoryHistory.open())
    #expect(menu.choice(for: "1") == .review)
    #expect(menu.choice(for: "r") == .review)
    #expect(menu.choice(for: "2") == .play(0))
    #expect(menu.choice(for: "states") == .play(1))
    #expect(menu.choice(for: "4") == .history)
    #expect(menu.choice(for: "h") == .history)
    #expect(menu.choice(for: "stats") == .stats)
    #expect(menu.choice(for: "0") == nil)
    #expect(menu.choice(for: "7") == nil)
  }

  @Test func anUnknownChoiceIsRefusedInThePromptWithoutDrawingTheScreenAgain() throws {
    let terminal = ScriptedTerminal([.line("9"), .line("xyz\u{1B}[2J"), .line("2 0"), .line("2 many"), .line("")])

    #expect(try menu(terminal, InMemoryHistory.open()).run())
    #expect(occurrences(of: "FlashCards\n", in: terminal.transcript) == 1)
    #expect(
      terminal.prompts == [
        Self.choose, "There is no choice '9'. \(Self.choose)", "There is no choice 'xyz^[[2J'. \(Self.choose)",
        "A count of cards is a number from 1, not '0'. \(Self.choose)",
        "A count of cards is a number from 1, not 'many'. \(Self.choose)",
      ])
  }

  @Test func choosingADeckPlaysAGameAndSavesIt() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try HistoryFile.open(path)
      let session = GameSession(deck: SampleDecks.capitals, direction: .forward, seed: Self.seed)
      let answers = SampleDecks.inputs(for: session) { $0.back[0] }
      let terminal = ScriptedTerminal([.line("2")] + answers + [.line(""), .line("")])

      #expect(try menu(terminal, database).run())
      #expect(terminal.unread.isEmpty)
      let questions = session.cards.enumerated().map {
        "[\($0.offset + 1)/4] What is the capital of \($0.element.front[0])? "
      }
      #expect(terminal.prompts == [Self.choose] + questions + [Self.goBack, Self.choose])
      #expect(terminal.transcript.contains("Score: 4/4 (100%)"))
      #expect(
        terminal.transcript.contains(
          "Saved as game #1.\nFirst full game of capitals: the score to beat.\n\(Self.goBack)\n\nFlashCards\n"))

      let saved = try SavedHistory(path: path)
      #expect(saved.games.count == 1)
      #expect(saved.games.first?.deck == "capitals")
      #expect(saved.cards.count == 4)
    }
  }

  @Test func choosingTheReverseDeckPlaysItInReverse() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try HistoryFile.open(path)
      let terminal = ScriptedTerminal([.line("states"), .endOfInput, .line(""), .line("")])

      #expect(try menu(terminal, database).run())
      #expect(terminal.prompts[1].hasSuffix(" is the capital of which state? "))
      // Ended before the first answer: nothing to save, and the menu comes back.
      #expect(terminal.transcript.contains("Nothing was answered, so nothing was saved."))
      let saved = try SavedHistory(path: path)
      #expect(saved.games.isEmpty)
      #expect(terminal.prompts.last == Self.choose)
    }
  }

  @Test func interruptingAGameAbandonsItAndReturnsToTheMenu() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try HistoryFile.open(path)
      let session = GameSession(deck: SampleDecks.capitals, direction: .forward, seed: Self.seed)
      let terminal = ScriptedTerminal([.line("2"), .line(session.cards[0].back[0]), .interrupted, .line(""), .line("")])

      #expect(try menu(terminal, database).run() == true)
      #expect(terminal.unread.isEmpty)
      #expect(terminal.transcript.contains("Game abandoned; nothing was saved.\n\(Self.goBack)\n\nFlashCards\n"))
      #expect(terminal.prompts.suffix(2) == [Self.goBack, Self.choose])
      let saved = try SavedHistory(path: path)
      #expect(saved.games.isEmpty)
    }
  }

  @Test func historyListsTheGamesOpensOneAndEnterGoesBackOneLevelAtATime() throws {
    let terminal = ScriptedTerminal([.line("4"), .line("2"), .line(""), .line(""), .line("")])

    #expect(try menu(terminal, FixedHistory.history()).run())
    #expect(terminal.unread.isEmpty)
    #expect(terminal.prompts == [Self.choose, Self.openGame, Self.goBack, Self.openGame, Self.choose])
    let transcript = terminal.transcript
    #expect(occurrences(of: "#  DATE", in: transcript) == 2)
    // "states" is the reverse deck's own name, so its games need no "(reverse)" label.
    #expect(transcript.contains("  states    "))
    #expect(!transcript.contains("(reverse)"))
    #expect(transcript.contains("\(Self.openGame)2\n\nGame #2 · capitals · "))
    #expect(transcript.contains("Score 2/4 (50%) · Time 0:30"))
    #expect(transcript.contains("CARD        ANSWER     RIGHT ANSWER  VERDICT     TIME\nCalifornia  Sacramnto"))
    #expect(occurrences(of: "FlashCards\n", in: transcript) == 2)
  }

  @Test func aGameIsOpenedByItsNumberWithOrWithoutHashAndAWrongNumberIsRefused() throws {
    let terminal = ScriptedTerminal([.line("h"), .line("99"), .line("#3"), .line(""), .line(""), .line("")])

    #expect(try menu(terminal, FixedHistory.history()).run())
    #expect(terminal.transcript.contains("Game #3 · states · "))
    // The refusal is said in the prompt: the list is not drawn again.
    #expect(occurrences(of: "#  DATE", in: terminal.transcript) == 2)
    #expect(
      terminal.prompts == [
        Self.choose, Self.openGame, "There is no game '99'. \(Self.openGame)", Self.goBack, Self.openGame, Self.choose,
      ])
  }

  @Test func interruptingTheHistoryGoesBackHome() throws {
    let terminal = ScriptedTerminal([.line("4"), .interrupted, .line("")])
    #expect(try menu(terminal, FixedHistory.history()).run())
    #expect(terminal.prompts == [Self.choose, Self.openGame, Self.choose])
  }

  @Test func statsShowsTheNumbersThenGoesBack() throws {
    let terminal = ScriptedTerminal([.line("5"), .line(""), .line("")])

    #expect(try menu(terminal, FixedHistory.history()).run())
    #expect(terminal.prompts == [Self.choose, Self.goBack, Self.choose])
    #expect(terminal.transcript.contains("\(Self.choose)5\n\nProgress · all decks\n6 games · 1:53 played"))
    #expect(
      terminal.transcript.contains("Known one way only\n  Texas → Austin 100% · Austin → Texas 0%\n\(Self.goBack)"))
  }

  @Test(arguments: ["4", "5"])
  func historyAndStatsWithNoGamesSaySoAndGoBack(choice: String) throws {
    let terminal = ScriptedTerminal([.line(choice), .line(""), .line("")])

    #expect(try menu(terminal, InMemoryHistory.open()).run())
    #expect(terminal.transcript.contains("No games yet: choose a deck to play one.\n\(Self.goBack)"))
    #expect(terminal.prompts == [Self.choose, Self.goBack, Self.choose])
  }

  @Test func reviewIsTheFirstChoiceWithTheCardsDueAndNewAndPlaysThem() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try HistoryFile.open(path, player: "ann")
      // One game of capitals: its four cards are learning, due ten minutes after they were answered.
      var played = GameSession(deck: SampleDecks.capitals, direction: .forward, seed: Self.seed)
      while let card = played.currentCard { played.answer(card.back[0], seconds: 1) }
      try database.saveGame(played, playedAt: Date() - 3600, milliseconds: 4000)
      // Due in the order they were answered (equal recall, due one second apart).
      let answers = SampleDecks.inputs(for: played) { $0.back[0] }
      let terminal = ScriptedTerminal([.line("r")] + answers + [.line(""), .line("")])

      #expect(try menu(terminal, database).run())
      #expect(terminal.transcript.contains("4 due, 0 new\n"), "\(terminal.transcript)")
      #expect(terminal.transcript.contains("Review — 4 due, 0 new, from capitals"), "\(terminal.transcript)")
      #expect(terminal.transcript.contains("Score: 4/4 (100%)"), "\(terminal.transcript)")
      #expect(try database.games(matching: HistoryFilter(player: "ann"), limit: nil).games.first?.game.mode == .review)
    }
  }
}
