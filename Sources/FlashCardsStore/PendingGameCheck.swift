import FlashCardsCore
import Foundation

/// Why a pending file cannot be saved as a game, in words for a warning: "its date '…' is not a
/// date". Anything can be in such a file (it sits beside the history, and another program or a
/// prankster may have written it); a game is saved only if every value is one a game can have.
struct PendingGameProblem: Error, Equatable {
  var reason: String
}

extension FinishedGame {
  /// Larger than any game's file: 100,000 cards of long text stay well below.
  static let largestFile = 64 << 20
  static let mostCards = 100_000
  static let longestText = 100_000
  /// A game or one card's answer lasting a year is already no game.
  static let longestMilliseconds = 366 * 86_400_000
  /// The dates a game can have been played on: from 1970 (its identity's time starts there) to
  /// the end of the year 9999 (the stored date has four digits).
  static let dates = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799.999)

  /// The game a pending file holds, checked (see `check`).
  static func pending(_ data: Data) throws(PendingGameProblem) -> FinishedGame {
    let game: FinishedGame
    do {
      game = try JSONDecoder().decode(FinishedGame.self, from: data)
    } catch let error as DecodingError {
      throw PendingGameProblem(reason: FinishedGame.unwholeNumber(in: data) ?? FinishedGame.reason(error))
    } catch {
      throw PendingGameProblem(reason: "it does not read as JSON")
    }
    try game.check()
    return game
  }

  /// Every value is one a game saved by FlashCards can have.
  func check() throws(PendingGameProblem) {
    func refuse(_ reason: String) -> PendingGameProblem { PendingGameProblem(reason: reason) }
    if let uuid, GameUUID(uuid) == nil { throw refuse("its uuid '\(uuid.prefix(40))' is not a UUID") }
    if let player {
      do {
        _ = try PlayerName.checked(player)
      } catch {
        throw refuse("its player '\(player.prefix(40))' is no player's name")
      }
    }
    if let mode, GameMode(rawValue: mode) == nil { throw refuse("its mode '\(mode.prefix(40))' is not play or review") }
    try FinishedGame.checkText(deck, "deck", empty: false)
    guard Direction(rawValue: direction) != nil else {
      throw refuse("its direction '\(direction.prefix(40))' is not forward or reverse")
    }
    guard let date = DatabaseDate.date(playedAt), DatabaseDate.text(date) == playedAt,
      FinishedGame.dates.contains(date)
    else { throw refuse("its date '\(playedAt.prefix(40))' is not a date from 1970 to 9999") }
    try FinishedGame.checkMilliseconds(milliseconds, "the game's time")
    if let retryOf, retryOf < 1 { throw refuse("it is a retry of game \(retryOf), which no game can be") }
    if let choices, !(2...1000).contains(choices) { throw refuse("its \(choices) choices per card are not 2 to 1000") }
    if let deckCards, !(0...10_000_000).contains(deckCards) {
      throw refuse("its deck of \(deckCards) cards is no deck")
    }
    guard cards.count <= FinishedGame.mostCards else {
      throw refuse("its \(cards.count) cards are more than a game has (\(FinishedGame.mostCards))")
    }
    for (index, card) in cards.enumerated() {
      let place = "card \(index + 1)"
      guard card.position == index + 1 else {
        throw refuse("its \(place) is at position \(card.position): the cards of a game are numbered 1, 2, 3…")
      }
      for (text, name) in [(card.card, "card"), (card.expected, "expected answer"), (card.answer, "answer")] {
        try FinishedGame.checkText(text, "\(place)'s \(name)", empty: name == "answer")
      }
      guard let verdict = Verdict(rawValue: card.verdict) else {
        throw refuse("its \(place)'s verdict '\(card.verdict.prefix(40))' is not one FlashCards gives")
      }
      guard verdict.isCorrect == card.correct else {
        let counted = card.correct ? "counted right" : "counted wrong"
        throw refuse("its \(place) is \(verdict.rawValue) yet \(counted)")
      }
      if let confusedWith = card.confusedWith { try FinishedGame.checkText(confusedWith, "\(place)'s confusion") }
      try FinishedGame.checkMilliseconds(card.milliseconds, "\(place)'s time")
      if let deck = card.deck { try FinishedGame.checkText(deck, "\(place)'s deck", empty: false) }
      if let direction = card.direction, Direction(rawValue: direction) == nil {
        throw refuse("its \(place)'s direction '\(direction.prefix(40))' is not forward or reverse")
      }
    }
  }

  private static func checkText(_ text: String, _ name: String, empty: Bool = true) throws(PendingGameProblem) {
    if !empty && text.isEmpty { throw PendingGameProblem(reason: "its \(name) is empty") }
    guard text.utf8.count <= longestText else {
      throw PendingGameProblem(reason: "its \(name) is \(text.utf8.count) bytes long, more than a card holds")
    }
  }

  private static func checkMilliseconds(_ milliseconds: Int, _ name: String) throws(PendingGameProblem) {
    guard (0...longestMilliseconds).contains(milliseconds) else {
      throw PendingGameProblem(reason: "\(name), \(milliseconds) ms, is not 0 to a year")
    }
  }

  /// A decoding error in words: which field, and what is wrong with it.
  private static func reason(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
      var text = ""
      for key in context.codingPath + (key.map { [$0] } ?? []) {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += text.isEmpty ? key.stringValue : "." + key.stringValue
        }
      }
      return text
    }
    switch error {
    case .keyNotFound(let key, let context): return "it has no '\(path(context, key))'"
    case .valueNotFound(_, let context): return "its '\(path(context))' is null"
    case .typeMismatch(let type, let context): return "its '\(path(context))' is not \(FinishedGame.kind(of: type))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "it does not read as JSON" : "its '\(path(context))' does not read: \(context.debugDescription)"
    @unknown default: return "it does not read as a game"
    }
  }

  /// JSON whose only fault is a number no Int holds (1e+300, 2.5) where a whole number belongs:
  /// Foundation calls all of it "not valid JSON", so the number is looked for here.
  private static func unwholeNumber(in data: Data) -> String? {
    guard let game = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
    let places: [(String, Any?)] =
      ["milliseconds", "retryOf", "choices", "deckCards"].map { ($0, game[$0]) }
      + ((game["cards"] as? [[String: Any]]) ?? []).enumerated().flatMap { index, card in
        ["position", "milliseconds"].map { ("cards[\(index)].\($0)", card[$0]) }
      }
    for (place, value) in places {
      guard let number = value as? NSNumber else { continue }
      let text = "\(number)"
      if Int64(exactly: number.doubleValue) == nil || text.contains(where: { ".eE".contains($0) }) {
        return "its '\(place)' is \(text), not a whole number a game can have"
      }
    }
    return nil
  }

  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is Bool.Type: "true or false"
    case is Int.Type, is Int64.Type: "a whole number"
    case is [Any].Type: "a list"
    default: "what a game holds there"
    }
  }
}
