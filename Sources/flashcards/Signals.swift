import ArgumentParser
import CSignals
import FlashCardsUI
import Foundation

/// The signals the program handles (state kept once, in CSignals), as the game loop reads them.
enum Signals {
  static func install() {
    flashcards_install_signal_handlers()
  }

  /// What a signal received since the last read means for the game: Ctrl-C abandons it,
  /// SIGTERM and SIGHUP (the terminal closed) end it like Ctrl-D. Nil when no signal came.
  static func pendingInput() -> LineInput? {
    switch flashcards_take_signal() {
    case SIGINT: .interrupted
    case SIGTERM, SIGHUP: .endOfInput
    default: nil
    }
  }

  /// SIGTERM or SIGHUP was received: the game was saved like Ctrl-D, but the exit status says why
  /// it ended.
  static var wasTerminated: Bool { flashcards_terminating_signal() != 0 }

  /// After a game: exits as SIGTERM or SIGHUP says, when one of them ended it.
  static func exitIfTerminated() throws {
    if wasTerminated { throw ExitCode(terminatedExitCode) }
  }

  /// Once SIGTERM or SIGHUP has been received, every later read is the end of input, so that
  /// whatever asks next (the home menu after a game, its history browser) winds up instead of
  /// waiting for keys.
  static var afterTermination: LineInput? { wasTerminated ? .endOfInput : nil }

  /// Whether saving a game may go on waiting for a busy history, `seconds` into the wait: until
  /// Ctrl-C, SIGTERM or SIGHUP; with a player at the terminal for as long as they let it,
  /// otherwise for FLASHCARDS_BUSY_TIMEOUT seconds (default 300); after SIGTERM or SIGHUP ended
  /// the game, for a few seconds only.
  static func mayKeepWaiting(after seconds: Double, playerPresent: Bool) -> Bool {
    guard flashcards_peek_signal() == 0 else { return false }
    if wasTerminated { return seconds < 5 }
    if playerPresent { return true }
    return seconds < BusyTimeout.limit
  }

  /// 128 + the signal: 143 after SIGTERM, 129 after SIGHUP.
  static var terminatedExitCode: Int32 { 128 + flashcards_terminating_signal() }
}
