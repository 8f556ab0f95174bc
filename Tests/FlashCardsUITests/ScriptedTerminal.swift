import FlashCardsUI

/// A terminal for tests: each prompt is answered with the next scripted input (end of input
/// once the script runs out), and everything the game shows is kept in `transcript`, prompts
/// included, with each typed line echoed after its prompt as a real terminal shows it.
final class ScriptedTerminal: Terminal {
  let style: TextStyle
  let isInteractive: Bool
  private var script: [LineInput]
  private(set) var transcript = ""
  private(set) var prompts: [String] = []

  init(_ script: [LineInput], style: TextStyle = .plain, isInteractive: Bool = false) {
    self.script = script
    self.style = style
    self.isInteractive = isInteractive
  }

  /// The scripted inputs the game has not asked for.
  var unread: [LineInput] { script }

  func readLine(prompt: String) -> LineInput {
    prompts.append(prompt)
    transcript += prompt
    let input = script.isEmpty ? .endOfInput : script.removeFirst()
    if case .line(let text) = input { transcript += text + "\n" }
    return input
  }

  func write(_ text: String) {
    transcript += text
  }
}
