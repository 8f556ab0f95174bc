import FlashCardsCore
import Foundation

/// `history export --format fsrs`: the review log the FSRS optimizer reads. Each (player, deck,
/// direction, card) gets an integer id in the order first met; the log is in time order, so in
/// time order for each card. Remembers one entry per card, never the results. Rows are written
/// as CSV by the Interchange target, as every CSV is.
public struct FSRSReviewLogExport {
  public static let header = ["card_id", "review_time", "review_rating", "review_state", "review_duration"]

  private struct CardSoFar {
    var id: Int
    var memory: MemoryState
  }

  private var cards: [ReviewItem: CardSoFar] = [:]
  /// The game being written, and the milliseconds its cards took so far.
  private var game: (id: Int64, elapsed: Int64)?

  public init() {}

  /// The states a card goes through depend on its grades, moments and learning steps only; the
  /// interval fuzz (a hash of the card per review) would cost a large export time for nothing.
  private static let states = (try? Scheduler(fuzz: false)) ?? .default

  /// review_state as the optimizer reads it, "the state of the card at the time of review": 0 new
  /// (its first review), else the state FSRS had it in before this answer, numbered as py-fsrs's
  /// `State` and our `LearningState` are (1 learning, 2 review, 3 relearning). The optimizer
  /// (fsrs-optimizer's Anki reader) numbers them the same way: Anki's revlog type + 1, the first
  /// learning review 0. Which state a card is in depends on the grades, the moments and the
  /// learning steps, never on the 21 parameters, so any scheduler replays it.
  public mutating func row(_ exported: ExportedCardResult) -> [String] {
    let (game, result) = (exported.game, exported.result)
    let item = ReviewItem(player: game.player, deck: exported.deck, direction: exported.direction, card: result.card)
    let grade = result.verdict.grade
    // Each answer at the moment the scheduler counts it: the game's start plus the time of the
    // cards up to and including it, so that the optimizer sees what `review` replays.
    // Held at Int64.max rather than trapping: times another program wrote can be huge.
    let sofar = self.game?.id == result.gameId ? self.game?.elapsed ?? 0 : 0
    let (elapsed, longer) = sofar.addingReportingOverflow(Int64(max(result.milliseconds, 0)))
    self.game = (result.gameId, longer ? .max : elapsed)
    let start = Int64((game.playedAt.timeIntervalSince1970 * 1000).rounded())
    let (sum, later) = start.addingReportingOverflow(self.game?.elapsed ?? 0)
    let time = later ? Int64.max : sum
    let moment = Date(timeIntervalSince1970: Double(time) / 1000)
    let known = cards[item]
    let id = known?.id ?? cards.count + 1
    let state = known?.memory.state.rawValue ?? 0
    cards[item] = CardSoFar(
      id: id, memory: Self.states.review(known?.memory, grade: grade, at: moment, item: item))
    return [String(id), String(time), String(grade.rawValue), String(state), String(result.milliseconds)]
  }
}
