import Foundation
import Testing

@testable import FlashCardsCore

/// Decks that parse: headers, comments, alternates, escapes, line endings.
@Suite struct DeckParserTests {
  static let sampler = ##"""
    # A deck that uses every feature of the format.
    name: sampler
    description: A bit of everything.
    question: What goes with {this}?
    reverse-name: reverse sampler
    reverse-description: Everything, backwards.
    reverse-question: What goes before {that}?

    Texas = Austin
    Minnesota = Saint Paul | St. Paul
       # an indented comment

    Czechia | Czech Republic = Prague
    1 \= 1 = equals
    a \| b = pipe
    \# = hash
    \\ = backslash
      Utah   =   Salt Lake City
    """##

  @Test func aCompleteDeckKeepsEveryHeaderAndCardWithItsLine() throws {
    let deck = try TestDecks.parse(Self.sampler, defaultName: "ignored").get()

    #expect(deck.name == "sampler")
    #expect(deck.description == "A bit of everything.")
    #expect(deck.question == "What goes with {this}?")
    #expect(deck.reverseName == "reverse sampler")
    #expect(deck.reverseDescription == "Everything, backwards.")
    #expect(deck.reverseQuestion == "What goes before {that}?")
    #expect(
      deck.cards == [
        Card(front: ["Texas"], back: ["Austin"], line: 9),
        Card(front: ["Minnesota"], back: ["Saint Paul", "St. Paul"], line: 10),
        Card(front: ["Czechia", "Czech Republic"], back: ["Prague"], line: 13),
        Card(front: ["1 = 1"], back: ["equals"], line: 14),
        Card(front: ["a | b"], back: ["pipe"], line: 15),
        Card(front: ["#"], back: ["hash"], line: 16),
        Card(front: [#"\"#], back: ["backslash"], line: 17),
        Card(front: ["Utah"], back: ["Salt Lake City"], line: 18),
      ])
  }

  @Test func questionsAreFilledWithTheShownSideInEachDirection() throws {
    let deck = try TestDecks.parse(Self.sampler).get()
    let texas = deck.cards[0]

    #expect(deck.question(for: texas, in: .forward) == "What goes with Texas?")
    #expect(deck.question(for: texas, in: .reverse) == "What goes before Austin?")
    #expect(deck.name(for: .reverse) == "reverse sampler")
    #expect(deck.description(for: .reverse) == "Everything, backwards.")
  }

  @Test func headerKeysAreCaseInsensitive() throws {
    let deck = try TestDecks.parse("Name: Shouty\nQUESTION: Capital of {state}?\nTexas = Austin\n").get()

    #expect(deck.name == "Shouty")
    #expect(deck.question == "Capital of {state}?")
  }

  @Test func withoutHeadersTheDeckUsesTheDefaultNameAndQuestions() throws {
    let deck = try TestDecks.parse("Texas = Austin\n", defaultName: "my-states").get()

    #expect(deck.name == "my-states")
    #expect(deck.name(for: .reverse) == "my-states")
    #expect(deck.description == "")
    #expect(deck.question(for: deck.cards[0], in: .forward) == "Texas?")
    #expect(deck.question(for: deck.cards[0], in: .reverse) == "Austin?")
  }

  /// The same deck saved by different editors.
  enum Encoding: String, CaseIterable, Sendable {
    case crlf, bom, bomAndCRLF, noFinalNewline

    func bytes(of text: String) -> [UInt8] {
      let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
      switch self {
      case .crlf: return Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
      case .bom: return bom + Array(text.utf8)
      case .bomAndCRLF: return bom + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
      case .noFinalNewline: return Array(text.utf8)
      }
    }
  }

  @Test(arguments: Encoding.allCases)
  func lineEndingsAndAByteOrderMarkGiveTheSameDeck(_ encoding: Encoding) throws {
    let lf = try DeckParser.parse(Array((Self.sampler + "\n").utf8), defaultName: "x").get()
    let other = try DeckParser.parse(encoding.bytes(of: Self.sampler), defaultName: "x").get()

    #expect(other == lf)
    #expect(other.cards.last?.back == ["Salt Lake City"])
  }

  @Test func errorLinesCountTheSameWithCRLFAndAByteOrderMark() {
    let text = "# comment\r\n\r\nTexas = Austin\r\nnot a card\r\n"

    #expect(TestDecks.problems([0xEF, 0xBB, 0xBF] + Array(text.utf8)).map(\.line) == [4])
  }

  @Test func cardsMadeOfPunctuationAreNotDuplicatesOfEachOther() throws {
    let deck = try TestDecks.parse("+ = plus\n- = minus\n\\# = hash\n").get()

    #expect(deck.cards.map(\.front) == [["+"], ["-"], ["#"]])
  }
}

@Suite struct DeckHeaderAndAlternateTests {
  @Test func aKnownHeaderKeyMayHoldAnEqualsSign() throws {
    let text = "description: symbol = element\nH = Hydrogen\n"
    let deck = try DeckParser.parse(Array(text.utf8), defaultName: "d").get()
    #expect(deck.description == "symbol = element")
    #expect(deck.cards.count == 1)
  }

  @Test func anAlternateRepeatingAnEarlierCardIsADuplicate() {
    let text = "Czechia | Czech Republic = Prague\nCzech Republic = Brno\n"
    guard case .failure(let failure) = DeckParser.parse(Array(text.utf8), defaultName: "d") else {
      Issue.record("a repeated alternate was accepted")
      return
    }
    #expect(failure.problems == [DeckProblem(line: 2, message: "duplicate card: 'Czech Republic' is already on line 1")])
  }
}
