import FlashCardsCore
import FlashCardsStore

/// Every command acts on the current player's games; `--all-players` (where a command has it)
/// lets it act on anyone's. A game number of another player's game is refused as no game of theirs.
extension AppDatabase {
  /// The game `id`, with its cards, if it is the player's or `allPlayers` allows anyone's.
  /// `doing` says what the command does with it ("show", "delete"), for the error.
  public func playersGame(_ id: Int64, allPlayers: Bool, doing: String) throws -> (
    summary: GameSummary, cards: [CardResult]
  ) {
    guard let game = try game(id: id) else { throw HistoryError.noSuchGame(id) }
    if !allPlayers && game.summary.game.player != player {
      throw HistoryError.anotherPlayersGame(id, player: player, doing: doing)
    }
    return game
  }

  /// Refuses `ids` unless each names a game of the player (or of anyone, with `allPlayers`).
  public func checkPlayersGames(_ ids: [Int64], allPlayers: Bool, doing: String) throws {
    let owners = try players(ofGames: ids)
    for id in ids {
      guard let owner = owners[id] else { throw HistoryError.noSuchGame(id) }
      if !allPlayers && owner != player {
        throw HistoryError.anotherPlayersGame(id, player: player, doing: doing)
      }
    }
  }
}
