extension GameSession {
  /// True when, in a multiple-choice game, the typed text looks like an option's label but no
  /// option has it ("7" among four numbered options, "e" among a–d) and it is no option either:
  /// a slip of the finger, to be asked again rather than judged.
  public func isLabelOutsideOptions(_ typed: String) -> Bool {
    let options = currentOptions
    guard !options.isEmpty else { return false }
    let text = typed.sanitizedAnswer().lowercased()
    let looksLikeLabel =
      labelsOptionsWithLetters
      ? (1...2).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isLetter }
      : !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    guard looksLikeLabel, !options.indices.contains(where: { optionLabel($0) == text }) else { return false }
    let typedKey = AnswerMatcher.key(text)
    return !options.contains { AnswerMatcher.key($0) == typedKey }
  }

  /// The labels of the current options with `dash` between the first and the last ("1-4").
  public func optionLabelRange(joinedBy dash: String) -> String {
    let count = currentOptions.count
    return count == 0 ? "" : "\(optionLabel(0))\(dash)\(optionLabel(count - 1))"
  }
}
