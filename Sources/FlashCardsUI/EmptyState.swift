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

  /// `play --missed` when the newest game of the deck (`deck`, as played) had no miss.
  public static func nothingMissedLastTime(deck: String, game: Int64) -> String {
    "Nothing was missed the last time you played \(deck.terminalSafe) (game #\(game))."
  }

  /// `review` before any deck is played; `deck` (the first found) is offered to play.
  public static func nothingToReview(play deck: String?) -> String {
    "Nothing to review yet: name a deck to learn, e.g. flashcards review capitals, or play one: \(playing(deck))"
  }

  /// No card is due now; `next` says when some are ("14 cards tomorrow at 04:00"), if any is
  /// scheduled. At the command line `deck` (the first played) is offered to play instead.
  public static func nothingDue(next: String?, _ place: Place, play deck: String? = nil) -> String {
    switch place {
    case .commandLine: "Nothing due.\(next.map { " Next: \($0)" } ?? "") (or play a deck: \(playing(deck)))."
    case .homeMenu: "Nothing due." + (next.map { " Next: \($0)." } ?? " Play a deck first.")
    }
  }

  private static func playing(_ deck: String?) -> String {
    "flashcards play \((deck ?? "capitals").terminalSafe)"
  }
}
