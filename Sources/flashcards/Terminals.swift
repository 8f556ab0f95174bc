import CEditLine
import CSignals
import FlashCardsApp
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
