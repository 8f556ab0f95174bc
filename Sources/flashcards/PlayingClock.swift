import CSignals
import FlashCardsUI

/// The time of a game: a monotonic clock that leaves out the time the program spent stopped with
/// Ctrl-Z, so that a game put aside and resumed is not timed as if it had been played all along.
struct PlayingClock: MonotonicClock {
  private let system = SystemClock()

  var seconds: Double {
    system.seconds - flashcards_stopped_seconds()
  }
}
