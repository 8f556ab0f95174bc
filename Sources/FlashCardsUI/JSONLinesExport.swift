import FlashCardsCore
import Foundation

/// `history export --format jsonl`: one JSON object per card result, with its game's fields.
public struct JSONLinesExport {
  let dates: DateFormats

  public init(timeZone: TimeZone) {
    dates = DateFormats(timeZone: timeZone)
  }

  public func line(_ exported: ExportedCardResult) -> String {
    let (game, result) = (exported.game, exported.result)
    var line = "{\"gameId\":\(result.gameId),\"uuid\":" + (game.uuid.map { "\"\($0)\"" } ?? "null")
    line += ",\"player\":\(JSONLinesExport.quoted(game.player))"
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
