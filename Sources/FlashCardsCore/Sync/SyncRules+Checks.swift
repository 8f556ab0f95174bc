import Foundation

/// The rules a received row is checked against before it reaches a history: nil when it keeps
/// them, else why not, as the end of a sentence ("its verdict 'pwned' is not one this version
/// knows"). Values are quoted as they are; the caller makes them safe to print.
extension SyncRules {
  public static func problem(in game: SyncGame, limits: Limits = ceiling) -> String? {
    if !modes.contains(game.mode) { return "its mode \(quoted(game.mode)) is not one this version knows" }
    if !directions.contains(game.direction) {
      return "its direction \(quoted(game.direction)) is not one this version knows"
    }
    if let problem = timeProblem(game.playedAt, "played") { return problem }
    if !milliseconds.contains(game.milliseconds) { return "its time \(game.milliseconds) ms is out of range" }
    if let value = game.choices, !choices.contains(value) { return "its \(value) choices are out of range" }
    if let value = game.deckCards, !deckCards.contains(value) { return "its deck of \(value) cards is out of range" }
    if game.cards.count > limits.cardsPerGame {
      return "it holds \(game.cards.count) cards, over \(limits.cardsPerGame)"
    }
    if let problem = textProblem(game.deck, "deck name", limits) { return problem }
    var bytes = game.deck.utf8.count
    var positions = Set<Int>()
    for card in game.cards {
      if let problem = problem(in: card, limits: limits) { return "card \(card.position): \(problem)" }
      if !positions.insert(card.position).inserted { return "two cards hold position \(card.position)" }
      bytes += cardBytes(card)
    }
    if bytes > limits.gameBytes { return "its texts take \(bytes) bytes, over \(limits.gameBytes)" }
    return nil
  }

  public static func problem(in card: SyncCardResult, limits: Limits = ceiling) -> String? {
    if !verdicts.contains(card.verdict) { return "its verdict \(quoted(card.verdict)) is not one this version knows" }
    if card.correct != recalledVerdicts.contains(card.verdict) {
      return "it is \(card.correct ? "correct" : "not correct") with the verdict \(quoted(card.verdict))"
    }
    if let direction = card.direction, !directions.contains(direction) {
      return "its direction \(quoted(direction)) is not one this version knows"
    }
    if !milliseconds.contains(card.milliseconds) { return "its time \(card.milliseconds) ms is out of range" }
    if card.position < 0 || card.position > limits.cardsPerGame { return "its position is out of range" }
    return sizeProblem(in: card, limits: limits)
  }

  /// A text of the card past `limits.textBytes`, if any.
  public static func sizeProblem(in card: SyncCardResult, limits: Limits = ceiling) -> String? {
    textProblem(card.card, "card", limits) ?? textProblem(card.expected, "answer expected", limits)
      ?? textProblem(card.answer, "answer", limits) ?? card.confusedWith.flatMap {
        textProblem($0, "confusion", limits)
      }
      ?? card.deck.flatMap { textProblem($0, "deck name", limits) }
  }

  public static func problem(in tombstone: SyncTombstone, limits: Limits = ceiling) -> String? {
    timeProblem(tombstone.deletedAt, "deleted") ?? textProblem(tombstone.deletedBy, "deleter's name", limits)
  }

  public static func problem(in setting: SyncSetting, limits: Limits = ceiling) -> String? {
    if let problem = timeProblem(setting.changedAt, "changed") ?? textProblem(setting.key, "name", limits) {
      return problem
    }
    let bytes = setting.value?.utf8.count ?? 0
    return bytes > limits.settingBytes ? "its value takes \(bytes) bytes, over \(limits.settingBytes)" : nil
  }

  public static func problem(in deck: SyncDeck, limits: Limits = ceiling) -> String? {
    if let problem = timeProblem(deck.importedAt, "imported") ?? textProblem(deck.name, "name", limits)
      ?? textProblem(deck.contentHash, "content hash", limits)
    {
      return problem
    }
    let bytes = deck.content.utf8.count
    return bytes > limits.deckBytes ? "it takes \(bytes) bytes, over \(limits.deckBytes)" : nil
  }

  /// The bytes of a card's texts, as `gameBytes` counts them.
  public static func cardBytes(_ card: SyncCardResult) -> Int {
    card.card.utf8.count + card.expected.utf8.count + card.answer.utf8.count + (card.confusedWith?.utf8.count ?? 0)
      + (card.deck?.utf8.count ?? 0)
  }

  private static func timeProblem(_ date: Date, _ what: String) -> String? {
    times.contains(date) ? nil : "the time it was \(what) is not within the years 1970 to 9999"
  }

  private static func textProblem(_ text: String, _ name: String, _ limits: Limits) -> String? {
    let bytes = text.utf8.count
    return bytes > limits.textBytes ? "its \(name) takes \(bytes) bytes, over \(limits.textBytes)" : nil
  }

  /// A value as a warning quotes it: at most 40 characters.
  private static func quoted(_ value: String) -> String {
    value.count > 40 ? "'\(value.prefix(40))…'" : "'\(value)'"
  }
}
