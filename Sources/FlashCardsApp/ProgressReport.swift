import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import FlashCardsUI
import Foundation

/// `flashcards report`: one HTML page of a learner's progress, or with every player a teacher's
/// page of the class, from the history and the decks played.
public enum ProgressReport {
  /// flashcards-report-yyyy-mm-dd.html, today's local date.
  public static func defaultName(_ now: Date) -> String {
    let offset = TimeZone.current.secondsFromGMT(for: now)
    return "flashcards-report-\(CivilTime(secondsSince1970: now.timeIntervalSince1970, offset: offset).dayText).html"
  }

  /// The page of the games `filter` selects (its player is set here): the database's player's,
  /// or with `allPlayers` a section for each player. The decks' cards come from `library`;
  /// none when its folders could not be read.
  public static func page(
    _ database: AppDatabase, filter: HistoryFilter, allPlayers: Bool, library: DeckLibrary?, now: Date
  ) throws -> String {
    let players = allPlayers ? try database.reportPlayers(deck: filter.deck) : [database.player]
    var facts: [ReportFacts] = []
    for player in players {
      var mine = filter
      mine.player = player
      facts.append(try database.reportFacts(mine, now: now))
    }
    let decks = decks(played: Set(facts.flatMap { $0.cards.map(\.deck) }), library: library)
    return allPlayers
      ? ReportPage.teacher(facts, decks: decks, now: now, title: "FlashCards: the class's progress")
      : ReportPage.learner(facts[0], decks: decks, now: now, title: "FlashCards: \(database.player)'s progress")
  }

  /// The cards of the decks `played`, as the library has them.
  static func decks(played: Set<String>, library: DeckLibrary?) -> [ReportDeck] {
    guard let library else { return [] }
    return library.entries().entries.filter { played.contains($0.name) }.map { entry in
      ReportDeck(
        name: entry.name, direction: entry.direction,
        cards: entry.deck.cards.map { card in
          let state = [card.front.first, card.back.first].compactMap { $0 }.first {
            StateTiles.tile(named: $0) != nil
          }
          return ReportDeck.Card(shown: card.shown(in: entry.direction), state: state)
        })
    }
  }
}
