import FlashCardsCore
import Foundation
import TestSupport

/// The sample capitals deck, and games played on it without a terminal.
enum SampleGames {
  static let capitals = SampleDecks.capitals

  /// One answer per shown side: an exact one, a typo, another card's answer, and a skip.
  static let forwardAnswers = [
    "Texas": "Austin",
    "California": "Sacramnto",
    "New York": "Austin",
    "Minnesota": "",
  ]

  static let playedAt = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00:00 UTC

  /// Plays every card with the answer given for its shown side (empty, a skip, when none is
  /// given); the card at position n takes n × 1.25 seconds.
  static func played(
    _ deck: Deck = capitals, direction: Direction = .forward, seed: UInt64 = 7,
    answers: [String: String] = forwardAnswers
  ) -> GameSession {
    var session = GameSession(deck: deck, direction: direction, seed: seed)
    while let card = session.currentCard {
      let seconds = Double(session.position) * 1.25
      session.answer(answers[card.shown(in: direction)] ?? "", seconds: seconds)
    }
    return session
  }
}
