import FlashCardsCore

/// The rules of Core that the store needs in SQL, generated from Core: the verdicts a card result
/// may hold, which of them are recalled, a full game and the order of the best games. A migration
/// writes them into its CHECKs and indexes as they are on the day it lands (the landed ones hold
/// them as literals); `StoredRulesTests` holds the stored schema of a new history to what these
/// give now, so that a rule changed in Core without a migration fails a test.
enum StoredRules {
  /// Every verdict, as stored.
  static let verdicts = Verdict.allCases.map(\.rawValue)

  /// The verdicts counted wrong, as stored.
  static let notRecalled = Verdict.allCases.filter { !$0.isCorrect }.map(\.rawValue)

  /// The CHECK of `cardResult.verdict`.
  static var verdictCheck: String {
    #"CHECK ("verdict" IN (\#(list(verdicts))))"#
  }

  /// Whether the verdict in `column` is recalled, as SQL (1 or 0).
  static func recalled(_ column: String) -> String {
    "\(column) NOT IN (\(list(notRecalled)))"
  }

  /// `GameSummary.isFull` of the game in the table or alias `game`, whose number of cards is
  /// `cards`, as SQL. `StoredRulesTests` holds it to Core's rule over every kind of game.
  static func fullGame(game: String, cards: String) -> String {
    """
    \(game).mode = '\(GameMode.play.rawValue)' AND \(game).choices IS NULL AND \(game).retryOf IS NULL \
    AND NOT \(game).endedEarly AND (\(game).deckCards IS NULL OR \(game).deckCards = \(cards))
    """
  }

  /// The order of a deck's best games, largest first: the share right (to a millionth), then the
  /// number of cards. Its expression is also the key of the index that finds the best
  /// (`gameResult_full_by_score`), which a query uses only when it orders by the same text.
  static let fullGameScore = "correct * 1000000 / cards * 1000000 + cards"

  private static func list(_ words: [String]) -> String {
    words.map { "'\($0)'" }.joined(separator: ", ")
  }
}
