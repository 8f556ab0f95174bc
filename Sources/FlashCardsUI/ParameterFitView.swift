import FlashCardsCore
import Foundation

/// What `review --optimize` prints: the figures before and after, what was stored; with
/// `--dry-run`, the fitted parameters as the one line `--parameters` reads; as JSON for scripts.
public struct ParameterFitView {
  let fitting: ParameterFitting
  /// What storing did: nil when nothing was stored (a dry run, or no improvement).
  let rescheduling: Rescheduling?
  let dryRun: Bool

  public init(_ fitting: ParameterFitting, rescheduling: Rescheduling?, dryRun: Bool) {
    (self.fitting, self.rescheduling, self.dryRun) = (fitting, rescheduling, dryRun)
  }

  /// "0.2120,1.2931,…": 4 decimals each, as fitted (the fit is rounded to them).
  public var parametersLine: String {
    fitting.fit.parameters.values.map { String(format: "%.4f", $0) }.joined(separator: ",")
  }

  private var currentName: String {
    switch fitting.current {
    case .defaults: "default parameters"
    case .own: "your own parameters"
    case .damaged: "default parameters (your stored ones are damaged)"
    }
  }

  /// "log loss 0.3435 → 0.3380, RMSE (bins) 5.1% → 3.9%": one line, for standard error beside a dry run.
  public var summary: String {
    "Fitted to \(fitting.scored.counted("answer")) a day or more after the card's previous one: "
      + "log loss \(Self.loss(fitting.before)) → \(Self.loss(fitting.after)), "
      + "RMSE (bins) \(Self.rmse(fitting.before)) → \(Self.rmse(fitting.after)) (lower is better)."
  }

  public func render(style: TextStyle) -> [String] {
    var lines = [
      "Fitted FSRS-6 parameters to \(fitting.player.terminalSafe)'s \(fitting.answers.counted("answer")) of "
        + "\(fitting.cards.counted("card")); \(fitting.scored) came a day or more after the card's previous "
        + "one, and are what the figures score (lower is better)."
    ]
    var table = TextTable(columns: [
      .init(""), .init("LOG LOSS", alignment: .right, stackedLabel: "log loss"),
      .init("RMSE (BINS)", alignment: .right, stackedLabel: "RMSE (bins)"), .init("", flexible: true),
    ])
    table.append([
      .init("before"), .init(Self.loss(fitting.before)), .init(Self.rmse(fitting.before)),
      .init(currentName, paint: style.dim),
    ])
    table.append([.init("fitted"), .init(Self.loss(fitting.after)), .init(Self.rmse(fitting.after)), .init("")])
    lines += table.render(width: style.width - 2, style: style).map { "  " + $0 }
    if !fitting.fit.trainedAll {
      lines.append(
        style.dim(
          "Only w0–w3 (the stability after a first answer) were fitted; the others need "
            + "\(FSRSOptimizer.minimumReviewsForAll) such answers, not all of them a card's first on a later day."))
    }
    if dryRun {
      lines.append("Nothing stored (--dry-run). To store them: flashcards review --parameters \(parametersLine)")
    } else if let rescheduling {
      lines.append(
        ParametersView(.own(fitting.fit.parameters), player: fitting.player).stored(rescheduling))
    } else {
      lines.append("Kept \(currentName): the fitted ones do not predict your answers better. Nothing was changed.")
    }
    return lines.wrapped(toWidth: style.textWidth)
  }

  struct JSON: Encodable {
    struct Figures: Encodable {
      var logLoss: Double
      var rmseBins: Double
    }

    var player: String
    var answers: Int
    var cards: Int
    var scoredAnswers: Int
    var trainedOn: Int
    var fittedAll: Bool
    var parameters: [Double]
    /// "default", "own" or "damaged": what `before` measures.
    var current: String
    var before: Figures
    var after: Figures
    var stored: Bool
    var rescheduledCards: Int?
    var rescheduledAnswers: Int?
  }

  public func renderJSON() throws -> String {
    let current = ParametersView(fitting.current, player: fitting.player).json.source
    return try JSONOutput.encode(
      JSON(
        player: fitting.player, answers: fitting.answers, cards: fitting.cards, scoredAnswers: fitting.scored,
        trainedOn: fitting.fit.reviewsUsed, fittedAll: fitting.fit.trainedAll,
        parameters: fitting.fit.parameters.values,
        current: current, before: .init(logLoss: fitting.before.logLoss, rmseBins: fitting.before.rmseBins),
        after: .init(logLoss: fitting.after.logLoss, rmseBins: fitting.after.rmseBins), stored: rescheduling != nil,
        rescheduledCards: rescheduling?.cards, rescheduledAnswers: rescheduling?.answers))
  }

  static func loss(_ metrics: FitMetrics) -> String { String(format: "%.4f", metrics.logLoss) }
  static func rmse(_ metrics: FitMetrics) -> String { String(format: "%.2f%%", metrics.rmseBins * 100) }
}
