import FlashCardsCore
import Foundation

/// The fields scripts read for a game; `date` is ISO 8601 with the local offset.
struct GameJSON: Encodable {
  var id: Int64
  /// The game's identity in every copy of the history (see GameUUID).
  var uuid: String?
  var deck: String
  var direction: String
  var date: String
  var seconds: Double
  var cards: Int
  var correct: Int
  var endedEarly: Bool
  var player: String
  /// "play" or "review".
  var mode: String
  /// The game whose missed cards this one played again.
  var retryOf: Int64?
  /// A multiple-choice game's number of options per card.
  var choices: Int?

  init(_ summary: GameSummary, timeZone: TimeZone) {
    id = summary.game.id ?? 0
    uuid = summary.game.uuid?.description
    deck = summary.game.deck
    direction = summary.game.direction.rawValue
    date = DateFormats(timeZone: timeZone).iso8601(summary.game.playedAt)
    seconds = Double(summary.game.milliseconds) / 1000
    cards = summary.cards
    correct = summary.correct
    endedEarly = summary.game.endedEarly
    player = summary.game.player
    mode = summary.game.mode.rawValue
    retryOf = summary.game.retryOf
    choices = summary.game.choices
  }
}
