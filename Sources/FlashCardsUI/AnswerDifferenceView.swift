import FlashCardsCore

/// The typed answer above the right one, aligned column by column, with `^` under each letter that
/// differs and `-` where one of them has no letter: readable without colour. In colour the typed
/// letters that differ are red and the answer's are green, as in Anki's type-in comparison.
/// Columns are measured in terminal cells, so accents and CJK stay aligned.
struct AnswerDifferenceView {
  let difference: AnswerDifference
  let style: TextStyle

  static let typedLabel = "    typed   "
  static let answerLabel = "    answer  "
  static let gap = "-"

  func render() -> String {
    var typed = ""
    var answer = ""
    var marks = ""
    for column in difference.columns {
      let (typedCell, answerCell) = cells(of: column)
      let width = max(typedCell?.displayWidth ?? 1, answerCell?.displayWidth ?? 1, 1)
      typed += painted(typedCell, column, style.red) + padding(typedCell, to: width)
      answer += painted(answerCell, column, style.green) + padding(answerCell, to: width)
      marks += (column.differs ? "^" : " ") + String(repeating: " ", count: width - 1)
    }
    while marks.last == " " { marks.removeLast() }
    let indent = String(repeating: " ", count: AnswerDifferenceView.typedLabel.count)
    return style.dim(AnswerDifferenceView.typedLabel) + typed + "\n"
      + style.dim(AnswerDifferenceView.answerLabel) + answer + "\n"
      + indent + marks + "\n"
  }

  /// The text of each side of a column, made safe; nil for the side without a letter.
  private func cells(of column: AnswerDifference.Column) -> (typed: String?, answer: String?) {
    switch column {
    case .same(let typed, let answer), .changed(let typed, let answer):
      (String(typed).terminalSafe, String(answer).terminalSafe)
    case .missing(let answer): (nil, String(answer).terminalSafe)
    case .extra(let typed): (String(typed).terminalSafe, nil)
    }
  }

  private func painted(_ cell: String?, _ column: AnswerDifference.Column, _ colour: (String) -> String) -> String {
    guard let cell else { return style.dim(AnswerDifferenceView.gap) }
    return column.differs ? colour(cell) : cell
  }

  private func padding(_ cell: String?, to width: Int) -> String {
    String(repeating: " ", count: max(width - (cell ?? AnswerDifferenceView.gap).displayWidth, 0))
  }
}

extension AnswerDifferenceView {
  /// The difference to show after an answer, when there is one worth showing.
  init?(outcome: CardOutcome, style: TextStyle) {
    guard let difference = AnswerDifference.worthShowing(typed: outcome.answer, judgement: outcome.judgement)
    else { return nil }
    self.init(difference: difference, style: style)
  }
}
