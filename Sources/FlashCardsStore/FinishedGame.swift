import FlashCardsCore
import Foundation
import GRDB

/// A finished game as it is saved: the game's row and its cards' rows. Kept as JSON in a pending
/// file when the history stayed busy, until an opening of the history for writing saves it.
struct FinishedGame: Codable, Equatable {
  struct Card: Codable, Equatable {
    var position: Int
    var card: String
    var expected: String
    var answer: String
    var verdict: String
    var correct: Bool
    var confusedWith: String?
    var milliseconds: Int
    /// For a review's cards, which come from several decks: the card's deck and direction.
    var deck: String?
    var direction: String?
  }

  /// The game's identity (see migration v8); nil in a game kept pending by an older version.
  var uuid: String?
  /// Who played; nil in a game kept pending by an older version (saved as the current player's).
  var player: String?
  /// "play" or "review"; nil in a game kept pending by an older version.
  var mode: String?
  var deck: String
  var direction: String
  /// As stored: UTC text, see DatabaseDate.
  var playedAt: String
  var milliseconds: Int
  var endedEarly: Bool
  /// How the game was played (see migration v5); nil in a game kept pending by an older version.
  var retryOf: Int64?
  var choices: Int?
  var deckCards: Int?
  var underReverseName: Bool?
  var cards: [Card]

  /// The game `session` played, with a new random identity at its start.
  init(_ session: GameSession, player: String, playedAt: Date, milliseconds: Int) {
    self.player = player
    mode = session.isReview ? GameMode.review.rawValue : GameMode.play.rawValue
    deck = (session.reviewPlan?.deckList ?? session.deck.name(for: session.direction)).storable
    direction = session.isReview ? Direction.forward.rawValue : session.direction.rawValue
    self.playedAt = DatabaseDate.text(playedAt)
    var randomness = SystemRandomNumberGenerator()
    uuid =
      GameUUID.random(unixMilliseconds: DatabaseDate.unixMilliseconds(self.playedAt) ?? 0, using: &randomness)
      .description
    self.milliseconds = milliseconds
    endedEarly = session.endedEarly
    retryOf = session.retryOf
    choices = session.choices
    deckCards = session.isReview ? nil : session.deck.cards.count
    underReverseName = !session.isReview && session.direction == .reverse && session.deck.reverseName != nil
    cards = session.outcomes.map { outcome in
      let row = CardResult(gameId: 0, outcome: outcome)
      return Card(
        position: row.position, card: row.card, expected: row.expected, answer: row.answer,
        verdict: row.verdict.rawValue, correct: row.correct, confusedWith: row.confusedWith,
        milliseconds: row.milliseconds, deck: row.deck, direction: row.direction?.rawValue)
    }
  }

  /// The game's identity: its own, or, for a game an older version kept pending, the one
  /// migration v8 derives from a game's content (so that a copy of the history where an older
  /// version saved the game already holds it under the same identity). `currentPlayer` is who
  /// plays a game that does not say.
  func identity(currentPlayer: String) -> GameUUID {
    if let uuid, let own = GameUUID(uuid) { return own }
    var hash = GameContentHash(
      player: player ?? currentPlayer, mode: mode ?? GameMode.play.rawValue, deck: deck, direction: direction,
      playedAt: playedAt, milliseconds: Int64(milliseconds))
    for card in cards {
      hash.addCard(
        position: Int64(card.position), card: card.card, expected: card.expected, answer: card.answer,
        verdict: card.verdict, correct: card.correct, confusedWith: card.confusedWith,
        milliseconds: Int64(card.milliseconds), deck: card.deck, direction: card.direction)
    }
    return hash.identity(unixMilliseconds: DatabaseDate.unixMilliseconds(playedAt) ?? 0)
  }

  /// Inserts the game and its cards, applies them to the memory states and counts them into the
  /// summaries (the caller holds the transaction), unless a game of the same identity is there
  /// already: then nothing is written (sync relies on it). Returns the game's number, whether this
  /// call inserted it, and the predictions its card results were stored with.
  /// `currentPlayer` plays a game that does not say who played it. Text goes in as `storable`.
  /// `memory` and `summaries`: those of a transaction that inserts many games (a receive), which
  /// writes them at its end; without them, they are written before this returns.
  func insert(
    _ db: Database, player currentPlayer: String, memory: MemoryRecorder? = nil, summaries: Summaries? = nil
  ) throws -> (id: Int64, inserted: Bool, predictions: [MemoryRecorder.Prediction]) {
    let player = PlayerName.normalized(self.player ?? currentPlayer).storable
    let uuid = identity(currentPlayer: currentPlayer).description
    let right = cards.count(where: \.correct)
    // Full unless a retry: whether it is one is whether the game it retried is here (below).
    let fullUnlessRetry =
      !cards.isEmpty
      && GameSummary.isFull(
        mode: mode.flatMap(GameMode.init) ?? .play, choices: choices, retryOf: nil, endedEarly: endedEarly,
        deckCards: deckCards, cards: cards.count)
    // Prepared once a connection: a sync inserts many games.
    try db.cachedStatement(
      sql: """
        INSERT INTO gameResult
          (uuid, player, mode, deck, direction, playedAt, milliseconds, endedEarly, retryOf, choices, deckCards,
           underReverseName, cards, correct, isFull)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT id FROM gameResult WHERE id = ?), ?, ?, ?, ?, ?,
          ? AND (SELECT id FROM gameResult WHERE id = ?) IS NULL)
        ON CONFLICT (uuid) DO NOTHING
        """
    ).execute(
      arguments: [
        uuid, player, mode ?? GameMode.play.rawValue, deck.storable,
        direction, playedAt, milliseconds, endedEarly, retryOf, choices, deckCards, underReverseName ?? false,
        cards.count, right, fullUnlessRetry, retryOf,
      ])
    guard db.changesCount > 0 else {
      let existing = try Int64.fetchOne(db, sql: "SELECT id FROM gameResult WHERE uuid = ?", arguments: [uuid])
      return (existing ?? 0, false, [])
    }
    let id = db.lastInsertedRowID
    let recorder = try memory ?? MemoryRecorder(db)
    let predictions = try recorder.apply(self, player: player, uuid: uuid)
    // Up to 100 cards a statement, in order: a sync saving thousands of games spent most of its
    // time in a statement per card result.
    var start = 0
    while start < cards.count {
      let chunk = start..<min(start + 100, cards.count)
      let rows = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: chunk.count)
        .joined(separator: ", ")
      let statement = try db.cachedStatement(
        sql: """
          INSERT INTO cardResult
            (gameId, position, card, expected, answer, verdict, correct, confusedWith, milliseconds, deck, direction,
             recallPredicted, countedDay)
          VALUES \(rows)
          """)
      var binder = ParameterBinder(statement)
      for index in chunk {
        let (card, prediction) = (cards[index], predictions[index])
        try binder.bind(id)
        try binder.bind(card.position)
        try binder.bind(card.card.storable)
        try binder.bind(card.expected.storable)
        try binder.bind(card.answer.storable)
        try binder.bind(card.verdict)
        try binder.bind(card.correct)
        try binder.bind(card.confusedWith?.storable)
        try binder.bind(card.milliseconds)
        try binder.bind(card.deck?.storable)
        try binder.bind(card.direction)
        try binder.bind(prediction.recall)
        try binder.bind(prediction.countedDay)
      }
      try statement.execute()
      start = chunk.upperBound
    }
    let counter = summaries ?? Summaries(db)
    counter.add(counted(player: player, predictions: predictions))
    if memory == nil { try recorder.finish(summaries: counter) }
    return (id, true, predictions)
  }
}
