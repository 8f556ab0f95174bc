import Foundation
import TestSupport
import Testing

/// Whatever is typed or pasted at the prompt: the game goes on, the transcript cannot drive the
/// terminal, and what is saved is plain text of at most 200 characters.
@Suite("hostile input")
struct HostileInputTests {
  @Test("a 1 MB line, escape sequences, control characters, invalid UTF-8 and a pasted block of lines")
  func hostileAnswers() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    var input = Data()
    func line(_ bytes: [UInt8]) { input.append(contentsOf: bytes + [0x0A]) }
    func line(_ text: String) { line(Array(text.utf8)) }
    line(String(repeating: "x", count: 1_000_000))
    // Colour, a window title (OSC … BEL), bell and backspaces around the right answer.
    line("\u{1B}[31mRed\u{07}\u{08}\u{08}Frankfort\u{1B}]0;pwned\u{07}")
    line([0xFF, 0xFE, 0xC3, 0x28] + Array("Cheyenne".utf8) + [0xE2, 0x82])
    // A C1 control (CSI as one character), a NUL and DEL.
    line("\u{9B}31m\u{0}Tren\u{7F}ton")
    line("\u{1B}\u{07}\u{08}\u{0}")
    for number in 1...2_000 { line("pasted line \(number)") }

    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "50"], stdinBytes: input, timeout: 60)

    #expect(run.status == 0 && run.signal == nil && !run.timedOut, "\(run.description.prefix(2_000))")
    #expect(run.stderr.isEmpty, "\(run.stderr.prefix(2_000))")
    #expect(questions(in: run.stdout).count == 50, "every card was asked once, and the rest of the paste ignored")
    #expect(run.stdout.contains("Saved as game #1."))
    #expect(!run.stdout.contains("pasted line 51"))
    let controls = run.stdout.unicodeScalars.filter { $0 != "\n" && $0.isControl }
    #expect(controls.isEmpty, "control characters reach the terminal: \(controls.map { String($0.value, radix: 16) })")
    #expect(run.stdout.split(separator: "\n").allSatisfy { $0.count < 400 }, "the 1 MB line is not echoed whole")

    let cards = try SavedHistory(path: database).cards
    #expect(cards.count == 50)
    for card in cards {
      #expect(card.answer.count <= 200, "answer \(card.position) is \(card.answer.count) characters")
      #expect(
        !card.answer.unicodeScalars.contains { $0.isControl },
        "answer \(card.position): \(card.answer.debugDescription)")
    }
    guard cards.count == 50 else { return }
    #expect(cards[0].answer == String(repeating: "x", count: 200))
    #expect(cards[1].answer == "[31mRedFrankfort]0;pwned")
    #expect(cards[2].answer.hasSuffix("(Cheyenne\u{FFFD}"), "\(cards[2].answer.debugDescription)")
    #expect(cards[3].answer == "31mTrenton")
    #expect(cards[3].verdict == "wrong", "the controls are dropped, not the letters around them")
    #expect(cards[4].answer == "" && cards[4].verdict == "skipped", "\(cards[4])")
    #expect(cards[49].answer == "pasted line 45")
  }
}

extension Unicode.Scalar {
  /// C0 and C1 control characters and DEL: what a terminal may act on.
  var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
