import FlashCardsCore

/// The end of a game: score, time, and the cards missed with their right answers.
struct SummaryView {
  let session: GameSession
  let milliseconds: Int
  let style: TextStyle

  func render() -> String {
    let outcomes = session.outcomes
    var lines: [String] = []
    if session.endedEarly {
      // A review's length is not known in advance: wrong answers come back.
      let of = session.isReview ? "" : " of \(session.cards.count)"
      lines.append(
        style.yellow("Ended early after \(outcomes.count)\(of) card\(outcomes.count == 1 && of.isEmpty ? "" : "s")."))
    }
    let correct = session.correctCount
    let percent = percentage(correct, of: outcomes.count)
    let score = Formatting.score(correct, of: outcomes.count)
    let paintedScore = style.forPercent(percent, score)
    var totals = "Score: \(style.bold(paintedScore))   Time: \(Formatting.duration(milliseconds: milliseconds))"
    if !outcomes.isEmpty {
      let average = outcomes.map(\.seconds).reduce(0, +) / Double(outcomes.count)
      totals += "   Average: \(Formatting.seconds(average)) per card"
    }
    lines.append(totals)

    let missed = outcomes.filter { !$0.isCorrect }
    if !missed.isEmpty {
      lines.append("Missed:")
      for outcome in missed {
        let typed =
          outcome.judgement.verdict == .skipped ? Verdict.skipped.rawValue : "you typed \(outcome.answer.terminalSafe)"
        lines.append(
          "  \(outcome.shown.terminalSafe) \(style.arrow) \(style.bold(outcome.expected.terminalSafe)) \(style.dim("(\(typed))"))"
        )
      }
    }
    return lines.wrapped(toWidth: style.textWidth).map { $0 + "\n" }.joined()
  }
}
