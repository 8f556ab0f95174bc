import FlashCardsCore
import GRDB

@testable import FlashCardsStore

/// Games written into a history of an older schema (v14 to v16) as those versions wrote them: the
/// rows alone, their triggers keeping what they derived. Their memory states and predictions come
/// from `MemoryStates.rebuild` once the games are in.
enum OlderSchemaGames {
  /// The columns of `gameResult` up to v16.
  static let v16Columns = """
    id, deck, direction, playedAt, milliseconds, endedEarly, player, mode, retryOf, choices, deckCards,
    underReverseName, uuid
    """

  static func insert(_ game: FinishedGame, player: String, in db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO gameResult
          (uuid, player, mode, deck, direction, playedAt, milliseconds, endedEarly, retryOf, choices, deckCards,
           underReverseName)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT id FROM gameResult WHERE id = ?), ?, ?, ?)
        """,
      arguments: [
        game.identity(currentPlayer: player).description, player, game.mode ?? "play", game.deck, game.direction,
        game.playedAt, game.milliseconds, game.endedEarly, game.retryOf, game.choices, game.deckCards,
        game.underReverseName ?? false,
      ])
    let id = db.lastInsertedRowID
    for card in game.cards {
      try db.execute(
        sql: """
          INSERT INTO cardResult
            (gameId, position, card, expected, answer, verdict, correct, confusedWith, milliseconds, deck, direction)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          id, card.position, card.card, card.expected, card.answer, card.verdict, card.correct, card.confusedWith,
          card.milliseconds, card.deck, card.direction,
        ])
    }
  }
}
