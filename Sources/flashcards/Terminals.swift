import CEditLine
import CSignals
import FlashCardsCore
import FlashCardsUI
import Foundation

/// A terminal read through libedit: line editing, history of the session's answers, UTF-8.
/// Used only when standard input and output are both terminals.
final class EditLineTerminal: Terminal {
  let style: TextStyle
  let isInteractive = true

  init(style: TextStyle) {
    self.style = style
    Signals.install()
    // Without a UTF-8 locale libedit silently drops every non-ASCII character typed.
    setlocale(LC_CTYPE, "")
    if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    flashcards_set_readline_name("flashcards")
    using_history()
    stifle_history(200)
  }

  func readLine(prompt: String) -> LineInput {
    if let pending = Signals.pendingInput() ?? Signals.afterTermination { return pending }
    let (before, prompt) = prompt.promptWrapped(toWidth: style.textWidth)
    write(before)
    guard let line = readline(prompt) else {
      // Ctrl-D leaves the cursor after the prompt.
      write("\n")
      return Signals.pendingInput() ?? .endOfInput
    }
    defer { free(line) }
    let text = String(cString: line)
    if !text.trimmingCharacters(in: .whitespaces).isEmpty { add_history(line) }
    return .line(text)
  }

  func mayKeepWaiting(after seconds: Double) -> Bool {
    Signals.mayKeepWaiting(after: seconds, playerPresent: true)
  }

  func write(_ text: String) {
    StandardOutput.write(text)
  }
}

/// Standard input and output as they are: for pipes, files and scripts. The answers read are
/// echoed after their prompt when input is not a terminal, so a transcript reads like a game.
final class StreamTerminal: Terminal {
  let style: TextStyle
  let isInteractive: Bool
  private let echoesInput: Bool

  init(style: TextStyle) {
    self.style = style
    Signals.install()
    echoesInput = isatty(STDIN_FILENO) == 0
    isInteractive = !echoesInput && isatty(STDOUT_FILENO) != 0
  }

  func readLine(prompt: String) -> LineInput {
    if let pending = Signals.pendingInput() ?? Signals.afterTermination { return pending }
    let (before, prompt) = prompt.promptWrapped(toWidth: style.textWidth)
    write(before + prompt)
    // Not Swift.readLine: it never returns after a signal (see flashcards_read_line).
    var buffer: UnsafeMutablePointer<CChar>?
    let length = flashcards_read_line(&buffer)
    defer { free(buffer) }
    guard length >= 0, let buffer else {
      write("\n")
      return Signals.pendingInput() ?? .endOfInput
    }
    var bytes = UnsafeRawBufferPointer(start: buffer, count: length)[...]
    if bytes.last == UInt8(ascii: "\n") { bytes = bytes.dropLast() }
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    let line = String(decoding: bytes, as: UTF8.self)
    if echoesInput { write(line.sanitizedAnswer() + "\n") }
    return .line(line)
  }

  func mayKeepWaiting(after seconds: Double) -> Bool {
    Signals.mayKeepWaiting(after: seconds, playerPresent: isInteractive)
  }

  func write(_ text: String) {
    StandardOutput.write(text)
  }
}

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
    let limit = ProcessInfo.processInfo.environment["FLASHCARDS_BUSY_TIMEOUT"].flatMap(Double.init) ?? 300
    return seconds < limit
  }

  /// 128 + the signal: 143 after SIGTERM, 129 after SIGHUP.
  static var terminatedExitCode: Int32 { 128 + flashcards_terminating_signal() }
}

/// The time of a game: a monotonic clock that leaves out the time the program spent stopped with
/// Ctrl-Z, so that a game put aside and resumed is not timed as if it had been played all along.
struct PlayingClock: MonotonicClock {
  private let system = SystemClock()

  var seconds: Double {
    system.seconds - flashcards_stopped_seconds()
  }
}
