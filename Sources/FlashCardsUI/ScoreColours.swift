/// The colour of a score, wherever one is shown: green from 80%, yellow from 50%, red below.
enum ScoreColours {
  static let green = 80
  static let yellow = 50
}

extension TextStyle {
  /// `text` in the colour of a score of `percent`.
  func forPercent(_ percent: Int, _ text: String) -> String {
    percent >= ScoreColours.green ? green(text) : percent >= ScoreColours.yellow ? yellow(text) : red(text)
  }
}
