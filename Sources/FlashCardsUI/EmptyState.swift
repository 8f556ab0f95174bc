/// What is said when there is nothing to show, worded once for the commands and the home menu.
public enum EmptyState {
  /// Where the player is: the hint says what to do from there.
  public enum Place: Sendable {
    case commandLine
    case homeMenu
  }

  /// "No games yet", with how to play one from `place`.
  public static func noGames(_ place: Place) -> String {
    switch place {
    case .commandLine: "No games yet. Play one with: flashcards play capitals"
    case .homeMenu: "No games yet: choose a deck to play one."
    }
  }

  /// No games of one deck (`stats --deck`); `deck` is shown terminal-safe.
  public static func noGames(of deck: String) -> String {
    "No games of '\(deck.terminalSafe)' yet."
  }

  /// Games exist, but none passes the filters given.
  public static let noMatchingGames = "No games match."

  /// `play --retry` of a game without a miss.
  public static func nothingMissed(inGame game: Int64) -> String {
    "Game #\(game) has no missed cards: nothing to retry."
  }
}
