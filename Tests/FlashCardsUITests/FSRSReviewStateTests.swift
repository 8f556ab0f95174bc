import FlashCardsCore
import Foundation
import Testing

@testable import FlashCardsUI

/// `history export --format fsrs`'s review_state: the state of the card at the time of review,
/// as the FSRS optimizer reads it (0 new, 1 learning, 2 review, 3 relearning).
@Suite("The FSRS review log's review states")
struct FSRSReviewStateTests {
  /// One card answered six times, each answer its own game. Expected states from py-fsrs 6.3.2
  /// (`Scheduler(enable_fuzzing=False)`, the card's `state` before each `review_card`): Good at once
  /// leaves it learning, Good 10 minutes later graduates it, Again 5 days later sends it relearning.
  @Test func eachReviewCarriesTheStateFSRSHadTheCardInBeforeIt() {
    let start = Date(timeIntervalSince1970: 1_772_359_200)  // 2026-03-01 10:00 UTC
    let answers: [(Verdict, TimeInterval)] = [
      (.exact, 0), (.exact, 600), (.wrong, 5 * 86_400), (.exact, 5 * 86_400 + 600), (.exact, 9 * 86_400),
      (.wrong, 9 * 86_400 + 60),
    ]
    var export = FSRSReviewLogExport()
    let rows = answers.enumerated().map { index, answer in
      let game = GameResult(
        id: Int64(index + 1), player: "ana", deck: "capitals", direction: .forward,
        playedAt: start + answer.1, milliseconds: 0, endedEarly: false)
      let result = CardResult(
        gameId: Int64(index + 1), position: 1, card: "Ohio", expected: "Columbus", answer: "",
        verdict: answer.0, correct: answer.0 == .exact, confusedWith: nil, milliseconds: 0)
      return export.row(ExportedCardResult(game: game, result: result))
    }
    #expect(rows.map { $0[0] } == ["1", "1", "1", "1", "1", "1"])
    #expect(rows.map { $0[2] } == ["3", "3", "1", "3", "3", "1"])
    // A grade-only guess (2 after any recall) said 2 for the second answer: the card was still learning.
    #expect(rows.map { $0[3] } == ["0", "1", "2", "3", "2", "2"])
  }
}
