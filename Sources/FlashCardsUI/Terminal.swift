/// What a line read from the player turned out to be.
public enum LineInput: Equatable, Sendable {
  case line(String)
  /// Ctrl-D on an empty line, the end of piped input, or SIGTERM: stop, keeping what was done.
  case endOfInput
  /// Ctrl-C: abandon what is under way.
  case interrupted
}

/// Where the game and the views meet the player. The executable provides one backed by
/// libedit and one for pipes; tests provide a scripted one.
public protocol Terminal: AnyObject {
  var style: TextStyle { get }
  /// True when a person is typing at a terminal (menus and confirmations are only offered then).
  var isInteractive: Bool { get }
  func readLine(prompt: String) -> LineInput
  func write(_ text: String)
  /// While the history is busy with another program: whether to keep waiting to save a game,
  /// `seconds` into the wait. The player may give up (Ctrl-C); a script waits a limited time.
  func mayKeepWaiting(after seconds: Double) -> Bool
}

extension Terminal {
  public func mayKeepWaiting(after seconds: Double) -> Bool {
    seconds < 10
  }

  /// Writes the text and a newline, wrapped between words to the style's width.
  public func writeLine(_ text: String = "") {
    write(text.wrapped(toWidth: style.textWidth).map { $0 + "\n" }.joined())
  }
}
