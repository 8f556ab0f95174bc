import ArgumentParser
import FlashCardsCore
import FlashCardsStore
import FlashCardsUI

extension GlobalOptions {
  /// Plays `session` into `database` at this terminal, then the rounds of its misses (a game's, not
  /// a review's). With a `seed`, the rounds are repeatable too: dealt with seed + 1, seed + 2…
  /// A game abandoned (Ctrl-C) exits 130.
  func play(_ session: GameSession, into database: AppDatabase, seed: UInt64? = nil) throws -> GameEnd {
    var loop = GameLoop(session: session, terminal: terminal(), database: database, clock: PlayingClock())
    var roundSeed = seed
    let end = try loop.playAndPractiseMisses {
      guard let last = roundSeed else { return UInt64.random(in: .min ... .max) }
      roundSeed = last &+ 1
      return last &+ 1
    }
    if end == .abandoned { throw ExitCode(130) }
    return end
  }
}
