public import FlashCardsCore
public import Foundation

/// The history as the views and the game loop see it (`HistoryReading`, `HistoryWriting` in Core):
/// the executable hands an `AppDatabase` to FlashCardsUI through these, so that no view names the
/// database. Most requirements are the store's own queries; the few below adapt one to a value.
extension AppDatabase: HistoryReading, HistoryWriting {
  public func statistics(of player: String) throws -> Statistics {
    try statistics(player: player)
  }

  public func syncBacklog(player: String) throws -> (games: Int, place: String)? {
    guard let server = try rememberedServer() else { return nil }
    return (try unsentGameCount(player: player), server.place)
  }

  public func save(
    _ session: GameSession, playedAt: Date, milliseconds: Int, keepingPendingWhen whileBusy: (Double) -> Bool
  ) throws -> GameSaving {
    do {
      return .saved(try save(session, playedAt: playedAt, milliseconds: milliseconds, whileBusy: whileBusy))
    } catch StoreError.busy {
      return .keptPending(file: try keepPending(session, playedAt: playedAt, milliseconds: milliseconds))
    }
  }
}
