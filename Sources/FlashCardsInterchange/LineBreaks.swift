extension StringProtocol {
  /// How many lines the text moves down: a "\r\n" counts once (it is one Character).
  var lineBreakCount: Int {
    reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
  }
}
