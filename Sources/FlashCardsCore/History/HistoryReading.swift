import Foundation

/// What the views and the game loop read from a player's history, as plain values. The SQLite
/// store implements it (`AppDatabase`, in FlashCardsStore); the executable hands it over, so that
/// FlashCardsUI never sees the database (docs/ARCHITECTURE.md).
public protocol HistoryReading: Sendable {
  /// Whose history this is: the player the commands read and save as.
  var player: String { get }

  // Games
  /// The newest game of each deck and direction `player` played, newest first.
  func lastGames(player: String) throws -> [GameSummary]
  /// The games that match, newest first, at most `limit` (nil: all), and how many match in all.
  func games(matching filter: HistoryFilter, limit: Int?) throws -> (games: [GameSummary], total: Int)
  /// A game with its card results; nil when there is no such game.
  func game(id: Int64) throws -> (summary: GameSummary, cards: [CardResult])?
  /// `player`'s newest game of `deck` (as played) in `direction`, reviews not included.
  func lastGame(player: String, deck: String, direction: Direction) throws -> (
    summary: GameSummary, cards: [CardResult]
  )?
  /// A saved game beside the player's earlier full games of its deck; nil for a review.
  func context(ofGame id: Int64) throws -> GameContext?
  /// `stats` over every deck of `player`'s, as of now.
  func statistics(of player: String) throws -> Statistics

  // Scheduling
  /// The memory states of `player`'s cards (of `decks`, as played; nil: of every deck).
  func states(player: String, decks: [String]?) throws -> [StoredMemoryState]
  /// The states of `decks` (as played; nil: of every deck) due by `moment` (none when nil), the
  /// cards with a state and their decks: what `review` plans from, in one read.
  func reviewStates(player: String, decks: [String]?, dueBy moment: Date?) throws -> ReviewStates
  /// When each card first reviewed since `moment` was first reviewed.
  func firstReviews(player: String, since moment: Date) throws -> [Date]
  /// The decks and directions `player` has answered cards of.
  func reviewedDecks(player: String) throws -> [(deck: String, direction: Direction)]
  func parameters(of player: String) throws -> PlayerParameters
  func scheduler(of player: String) throws -> Scheduler
  /// Each of `player`'s answers as a review, oldest first, streamed.
  func forEachReview(of player: String, _ body: (PastReview) throws -> Void) throws

  // Sync
  /// How many of `player`'s games wait to be sent, and where to (the server's place, as a note
  /// says it); nil when no server is remembered.
  func syncBacklog(player: String) throws -> (games: Int, place: String)?
}
