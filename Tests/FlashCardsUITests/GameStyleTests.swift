import FlashCardsCore
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Colours and untrusted text in a game")
struct GameStyleTests {
  private let escape = "\u{1B}"

  /// Plays the capitals deck answering the first card right and every other card wrong.
  private func play(style: TextStyle) throws -> String {
    let session = GameSession(deck: SampleDecks.capitals, seed: 42)
    var position = 0
    let inputs = SampleDecks.inputs(for: session) { card in
      position += 1
      return position == 1 ? card.back[0] : "Boston"
    }
    let terminal = ScriptedTerminal(inputs, style: style)
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())
    _ = try loop.play()
    return terminal.transcript
  }

  @Test func plainTextHasNoEscapesButKeepsTheMarks() throws {
    let transcript = try play(style: .plain)
    #expect(!transcript.contains(escape))
    #expect(transcript.contains("✓ Right"))
    #expect(transcript.contains("✗ Wrong: the answer is"))
  }

  @Test func colouredVerdictsAreGreenAndRed() throws {
    let transcript = try play(style: .colored)
    #expect(transcript.contains("  \(escape)[32m✓ Right\(escape)[0m\n"))
    #expect(transcript.contains("  \(escape)[31m✗ Wrong: the answer is "))
    #expect(transcript.contains("\(escape)[1mcapitals\(escape)[0m"))
  }

  @Test(arguments: [TextStyle.plain, .colored])
  func escapeSequencesInADeckAreShownNeutralized(style: TextStyle) throws {
    let session = GameSession(deck: SampleDecks.hostile, seed: 1)
    let terminal = ScriptedTerminal(
      SampleDecks.inputs(for: session) { $0.back[0] == "Text" ? "Text" : "Good" }, style: style)
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())

    _ = try loop.play()

    let transcript = terminal.transcript
    #expect(!transcript.contains("\(escape)[31mEvil"))
    #expect(!transcript.contains("\(escape)[2J"))
    #expect(!transcript.contains("\(escape)]0;"))
    #expect(!transcript.contains("\u{07}"))
    #expect(transcript.contains("^[[31mEvil?"))
    #expect(transcript.contains("^[[2Jwiped"))
    #expect(transcript.contains("✗ Wrong: the answer is Good^[[0m"))
    #expect(transcript.contains("^[]0;new title^G"))
    if style == .plain {
      #expect(!transcript.contains(escape))
    }
  }
}
