import FlashCardsCore
import FlashCardsStore
import Foundation

/// `history export --format jsonl`: one JSON object per card result, with its game's fields.
public struct JSONLinesExport {
  let dates: DateFormats

  public init(timeZone: TimeZone) {
    dates = DateFormats(timeZone: timeZone)
  }

  public func line(_ exported: ExportedCardResult) -> String {
    let (game, result) = (exported.game, exported.result)
    var line = "{\"gameId\":\(result.gameId),\"player\":\(JSONLinesExport.quoted(game.player))"
    line += ",\"deck\":\(JSONLinesExport.quoted(exported.deck)),\"direction\":\"\(exported.direction.rawValue)\""
    line += ",\"mode\":\"\(game.mode.rawValue)\",\"playedAt\":\"\(dates.iso8601(game.playedAt))\""
    line += ",\"position\":\(result.position),\"card\":\(JSONLinesExport.quoted(result.card))"
    line += ",\"expected\":\(JSONLinesExport.quoted(result.expected))"
    line += ",\"answer\":\(JSONLinesExport.quoted(result.answer)),\"verdict\":\"\(result.verdict.rawValue)\""
    line += ",\"correct\":\(result.correct),\"confusedWith\":"
    line += result.confusedWith.map(JSONLinesExport.quoted) ?? "null"
    line += ",\"milliseconds\":\(result.milliseconds)}\n"
    return line
  }

  /// A JSON string. Written by hand (JSONEncoder costs several times the whole export): control
  /// characters, and U+2028 and U+2029 that end lines in JavaScript, are escaped, so that a
  /// line is one line and no terminal control sequence survives into the output.
  static func quoted(_ text: String) -> String {
    // Most text needs no escape: checked on its UTF-8 bytes (U+2028 and U+2029 start with 0xE2,
    // U+0080 to U+009F with 0xC2), it is copied whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) {
      return "\"" + text + "\""
    }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}

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
  /// interval fuzz (a hash of the card per review) would cost the 5M-row export seconds for nothing.
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
    var elapsed = self.game?.id == result.gameId ? self.game?.elapsed ?? 0 : 0
    elapsed += Int64(max(result.milliseconds, 0))
    self.game = (result.gameId, elapsed)
    let time = Int64((game.playedAt.timeIntervalSince1970 * 1000).rounded()) + elapsed
    let moment = Date(timeIntervalSince1970: Double(time) / 1000)
    let known = cards[item]
    let id = known?.id ?? cards.count + 1
    let state = known?.memory.state.rawValue ?? 0
    cards[item] = CardSoFar(
      id: id, memory: Self.states.review(known?.memory, grade: grade, at: moment, item: item))
    return [String(id), String(time), String(grade.rawValue), String(state), String(result.milliseconds)]
  }
}
