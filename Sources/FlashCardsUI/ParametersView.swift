import FlashCardsCore
import Foundation

/// What `review --parameters` says it did, the warning about damaged stored parameters, and the
/// line (and JSON) of `stats` that says which parameters the player's reviews are scheduled with.
public struct ParametersView {
  let parameters: PlayerParameters
  let player: String

  public init(_ parameters: PlayerParameters, player: String) {
    (self.parameters, self.player) = (parameters, player)
  }

  /// "Stored your own FSRS parameters for alice; rescheduled 212 cards from 1830 answers.", and
  /// for own parameters a second line on how to go back.
  public func stored(_ rescheduling: Rescheduling) -> String {
    let what =
      parameters.isDefault
      ? "\(player.terminalSafe) now schedules with the default FSRS parameters"
      : "Stored your own FSRS parameters for \(player.terminalSafe)"
    let replayed =
      rescheduling.answers == 0
      ? "no answers to reschedule yet"
      : "rescheduled \(rescheduling.cards.counted("card")) from "
        + "\(rescheduling.answers.counted("answer"))"
    let back = parameters.isDefault ? "" : "\nBack to the defaults: flashcards review --parameters default"
    return "\(what); \(replayed).\(back)"
  }

  /// For stored parameters that do not read (nil when they do): the defaults are used meanwhile.
  public var warning: String? {
    guard case .damaged(let reason) = parameters else { return nil }
    return "Warning: the FSRS parameters stored for \(player.terminalSafe) are damaged (\(reason.terminalSafe)); "
      + "scheduling with the defaults. Store them again with: flashcards review --parameters w0,...,w20"
  }

  /// "Scheduler: FSRS-6, your own parameters", then your weights at 4 significant digits, wrapped
  /// to `width`, for `stats` (`--format json` has them whole).
  public func lines(style: TextStyle, width: Int = 80) -> [String] {
    switch parameters {
    case .defaults:
      return ["Scheduler: FSRS-6, default parameters"]
    case .damaged:
      return ["Scheduler: FSRS-6, default parameters " + style.dim("(your stored ones are damaged)")]
    case .own(let own):
      var lines = ["Scheduler: FSRS-6, your own parameters"]
      var line = " "
      for value in own.values.map({ String(format: "%.4g", $0) }) {
        if line.count + 1 + value.count > width {
          lines.append(style.dim(line))
          line = " "
        }
        line += " " + value
      }
      return lines + [style.dim(line)]
    }
  }

  /// `stats --format json`'s "parameters": whose they are ("default", "own" or "damaged") and the
  /// 21 weights scheduled with.
  public struct JSON: Encodable, Equatable {
    public var source: String
    public var values: [Double]
  }

  public var json: JSON {
    switch parameters {
    case .defaults: JSON(source: "default", values: FSRSParameters.default.values)
    case .own(let own): JSON(source: "own", values: own.values)
    case .damaged: JSON(source: "damaged", values: FSRSParameters.default.values)
    }
  }
}
