import FlashCardsUI

/// A terminal for tests: each prompt is answered with the next scripted input (end of input
/// once the script runs out), and everything the game shows is kept in `transcript`, prompts
/// included, with each typed line echoed after its prompt as a real terminal shows it.
public final class ScriptedTerminal: Terminal {
  public let style: TextStyle
  public let isInteractive: Bool
  private var script: [LineInput]
  public private(set) var transcript = ""
  public private(set) var prompts: [String] = []

  public init(_ script: [LineInput], style: TextStyle = .plain, isInteractive: Bool = false) {
    self.script = script
    self.style = style
    self.isInteractive = isInteractive
  }

  /// The scripted inputs the game has not asked for.
  public var unread: [LineInput] { script }

  public func readLine(prompt: String) -> LineInput {
    prompts.append(prompt)
    transcript += prompt
    let input = script.isEmpty ? .endOfInput : script.removeFirst()
    if case .line(let text) = input { transcript += text + "\n" }
    return input
  }

  public func write(_ text: String) {
    transcript += text
  }
}
