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

  private struct CardKey: Hashable {
    var player: String
    var deck: String
    var direction: Direction
    var card: String
  }

  private struct CardSoFar {
    var id: Int
    var recalledOnce: Bool
    var lastGrade: Grade
  }

  private var cards: [CardKey: CardSoFar] = [:]
  /// The game being written, and the milliseconds its cards took so far.
  private var game: (id: Int64, elapsed: Int64)?

  public init() {}

  /// review_state as the optimizer numbers it: 0 new (the first review), 1 learning (not yet
  /// recalled), 2 review, 3 relearning (forgotten at the last review after being recalled).
  public mutating func row(_ exported: ExportedCardResult) -> [String] {
    let (game, result) = (exported.game, exported.result)
    let key = CardKey(player: game.player, deck: exported.deck, direction: exported.direction, card: result.card)
    let grade = result.verdict.grade
    let state: Int
    let id: Int
    if var known = cards[key] {
      id = known.id
      state = known.lastGrade == .again ? (known.recalledOnce ? 3 : 1) : 2
      known.recalledOnce = known.recalledOnce || grade != .again
      known.lastGrade = grade
      cards[key] = known
    } else {
      id = cards.count + 1
      state = 0
      cards[key] = CardSoFar(id: id, recalledOnce: grade != .again, lastGrade: grade)
    }
    // Each answer at the moment the scheduler counts it: the game's start plus the time of the
    // cards up to and including it, so that the optimizer sees what `review` replays.
    var elapsed = self.game?.id == result.gameId ? self.game?.elapsed ?? 0 : 0
    elapsed += Int64(max(result.milliseconds, 0))
    self.game = (result.gameId, elapsed)
    let time = Int64((game.playedAt.timeIntervalSince1970 * 1000).rounded()) + elapsed
    return [String(id), String(time), String(grade.rawValue), String(state), String(result.milliseconds)]
  }
}
