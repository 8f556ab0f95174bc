/// Every mark the views draw around the text of decks and the history, in Unicode and in the
/// ASCII a non-UTF-8 locale can show. Deck text itself is never rewritten.
extension TextStyle {
  /// Before a right answer: "✓ Right", "+ Right".
  public var rightMark: String { ascii ? "+" : "✓" }
  /// Before a wrong answer or a skip: "✗ Wrong", "x Wrong".
  public var wrongMark: String { ascii ? "x" : "✗" }
  /// Between a card and its answer: "Texas → Austin".
  public var arrow: String { ascii ? "->" : "→" }
  /// Between a name and what it is about, and in an empty cell: "capitals — Name…".
  public var dash: String { ascii ? "-" : "—" }
  /// Between the two ends of a range: "1–4".
  public var rangeDash: String { ascii ? "-" : "–" }
  /// Between the parts of a line: "3 cards · Enter skips".
  public var separator: String { ascii ? "-" : "·" }
  /// Where text was cut or goes on: "Waiting…".
  public var ellipsis: String { ascii ? "..." : "…" }
  /// After a count: "3×".
  public var times: String { ascii ? "x" : "×" }
  /// Before a lower bound: "≥90%".
  public var atLeast: String { ascii ? ">=" : "≥" }
  /// A full block, the unit of a bar chart.
  public var barBlock: Character { ascii ? "#" : "█" }
  /// Eight heights of a sparkline, lowest first.
  public var sparkLevels: [Character] { Array(ascii ? "_.,-=+*#" : "▁▂▃▄▅▆▇█") }

  /// "1–4", "1-4" in ASCII.
  public func range(_ from: some CustomStringConvertible, _ to: some CustomStringConvertible) -> String {
    "\(from)\(rangeDash)\(to)"
  }
}
