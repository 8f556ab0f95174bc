import ArgumentParser
import CSignals
import FlashCardsApp
import Foundation

/// A password typed at the terminal without echo (termios), or read from standard input. The
/// terminal is always given back as it was, also on Ctrl-C, SIGTERM or SIGHUP (which end the
/// command with 130, 143 or 129) and at the end of input.
enum PasswordPrompt {
  /// A person is at the terminal: standard input is one.
  static var isAvailable: Bool { isatty(STDIN_FILENO) != 0 }

  /// Asks once on the terminal (the prompt on standard error); the typed line, never shown.
  static func ask(_ prompt: String) throws -> String {
    guard isAvailable else { throw ServerCommandError.passwordNeeded }
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { throw ServerCommandError.passwordNeeded }
    var silent = saved
    silent.c_lflag &= ~tcflag_t(ECHO | ECHONL)
    let handlers = SignalHandlers.installed()
    defer {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
      handlers.restore()
    }
    StandardError.write(prompt)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    let line = readLine(from: STDIN_FILENO)
    // The Enter typed was not echoed: end the prompt's line.
    StandardError.write("\n")
    switch line {
    case .line(let text): return text
    case .signal(let number): throw ExitCode(128 + number)
    case .end: throw ServerCommandError.noPassword
    }
  }

  /// A new password, typed twice on the terminal; or one line of standard input when
  /// `fromStandardInput` (--password-stdin).
  static func newPassword(for name: String, fromStandardInput: Bool) throws -> String {
    if fromStandardInput {
      guard case .line(let text) = readLine(from: STDIN_FILENO) else { throw ServerCommandError.noPassword }
      return text
    }
    guard isAvailable else { throw ServerCommandError.newPasswordNeeded(name: name) }
    let first = try ask("New password for '\(name.terminalSafe)': ")
    let second = try ask("The same again: ")
    guard first == second else { throw ServerCommandError.passwordsDiffer }
    return first
  }

  enum Line {
    case line(String)
    case signal(Int32)
    case end
  }

  /// One line read a byte at a time (nothing read past its end), its line end left out. A
  /// signal that interrupts the read ends it.
  static func readLine(from descriptor: Int32) -> Line {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count == 1 {
        if byte == UInt8(ascii: "\n") { break }
        bytes.append(byte)
      } else if count < 0 && errno == EINTR {
        let signal = flashcards_take_signal()
        if signal != 0 { return .signal(signal) }
      } else {
        if bytes.isEmpty { return .end }
        break
      }
    }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return .line(String(decoding: bytes, as: UTF8.self))
  }
}

/// The program's handlers of SIGINT, SIGTERM, SIGHUP, SIGALRM and SIGTSTP (CSignals: a signal
/// interrupts a read instead of killing the program at once), installed for a while; `restore`
/// puts back what was there before.
struct SignalHandlers {
  private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGALRM, SIGTSTP]
  private var previous: [Int32: sigaction] = [:]

  static func installed() -> SignalHandlers {
    var handlers = SignalHandlers()
    for number in signals {
      var action = sigaction()
      sigaction(number, nil, &action)
      handlers.previous[number] = action
    }
    Signals.install()
    return handlers
  }

  func restore() {
    for (number, action) in previous {
      var action = action
      sigaction(number, &action, nil)
    }
  }
}
