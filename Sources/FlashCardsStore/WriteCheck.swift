import FlashCardsCore
import Foundation
import GRDB

extension AppDatabase {
  /// Checks, before a game of `cards` cards starts, that it could be saved: a game of as many cards
  /// is written and rolled back, which reaches the pages a real save writes (the card results'
  /// table, the summaries and the cards' memory states), so a damaged file is found before
  /// the first question instead of after the last. A history busy with another program passes: the
  /// save waits for it, or keeps the game in a pending file. Nothing is changed.
  ///
  /// As many cards as the game, so that the save finds its statements prepared.
  public func checkWritable(cards: Int) throws {
    guard let path else { return }
    let deck = Deck(name: "write-check", cards: (0..<max(cards, 1)).map { Card(front: ["?\($0)"], back: ["!"]) })
    var session = GameSession(deck: deck, seed: 0)
    while session.currentCard != nil { session.answer("!", seconds: 0) }
    let game = FinishedGame(session, player: player, playedAt: Date(), milliseconds: 0)
    try AppDatabase.wrap(path) {
      try writer.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA busy_timeout = 0")
        defer { try? db.execute(sql: "PRAGMA busy_timeout = \(AppDatabase.busyMilliseconds)") }
        do {
          try db.inTransaction(.immediate) {
            _ = try game.insert(db, player: player)
            return .rollback
          }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
          return
        }
      }
    }
  }
}
