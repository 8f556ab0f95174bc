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
    #expect(
      failure.problems == [DeckProblem(line: 2, message: "duplicate card: 'Czech Republic' is already on line 1")])
  }
}

@Suite struct HostileDeckTests {
  @Test func aBinaryFileStopsAfterAHundredProblems() {
    var generator = SeededGenerator(seed: 99)
    let bytes = (0..<200_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    guard case .failure(let failure) = DeckParser.parse(bytes, defaultName: "binary") else {
      Issue.record("random bytes parsed as a deck")
      return
    }
    #expect(failure.problems.count == DeckParser.maximumProblems + 1)
    #expect(failure.problems.last?.message.contains("is this a deck file?") == true)
  }

  @Test func aMegabyteLineIsOneCard() throws {
    let long = String(repeating: "x", count: 1_000_000)
    let deck = try DeckParser.parse(Array("\(long) = y\n".utf8), defaultName: "long").get()
    #expect(deck.cards.first?.front == [long])
  }

  @Test func aHundredThousandCardsParse() throws {
    let text = (0..<100_000).map { "front \($0) = back \($0)" }.joined(separator: "\n")
    let deck = try DeckParser.parse(Array(text.utf8), defaultName: "big").get()
    #expect(deck.cards.count == 100_000)
  }

  @Test func nulBytesAreKeptAsTextAndShownNeutralized() throws {
    let deck = try DeckParser.parse(Array("A\u{0}B = C\n".utf8), defaultName: "nul").get()
    #expect(deck.cards.first?.front == ["A\u{0}B"])
    #expect(deck.cards.first?.front[0].terminalSafe == "A^@B")
  }

  /// A property test: whatever the bytes, parsing returns (a deck or problems in line order)
  /// without crashing, and every problem names a line of the input.
  @Test func randomInputsNeverCrashTheParser() {
    var generator = SeededGenerator(seed: 2026)
    let pieces: [[UInt8]] = [
      Array("name: x\n".utf8), Array(" = ".utf8), Array("|".utf8), Array("\\".utf8), Array("\n".utf8),
      Array("\r\n".utf8), Array("#".utf8), Array("question: {a}?\n".utf8), [0xEF, 0xBB, 0xBF], [0xFF], [0x00],
      Array("Texas".utf8), Array("Bogotá".utf8), Array("{".utf8), Array("}".utf8), Array(":".utf8),
    ]
    for _ in 0..<3_000 {
      let count = Int(generator.next() % 40)
      let bytes = (0..<count).flatMap { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
      let lineCount = bytes.count(where: { $0 == 0x0A }) + 1
      switch DeckParser.parse(bytes, defaultName: "random") {
      case .success(let deck):
        #expect(!deck.cards.isEmpty)
      case .failure(let failure):
        #expect(!failure.problems.isEmpty)
        #expect(failure.problems.allSatisfy { $0.line <= lineCount })
        #expect(failure.problems.map(\.line) == failure.problems.map(\.line).sorted())
      }
    }
  }
}

@Suite struct NamesFromHeaderTests {
  @Test func theNamesAreReadFromTheHeader() {
    let text = "# capitals\nname: capitals\nreverse-name: states\n\nTexas = Austin\n"
    #expect(DeckParser.headerNames(in: Array(text.utf8)) == ("capitals", "states"))
  }

  @Test func aDeckWithoutThemHasNone() {
    #expect(DeckParser.headerNames(in: Array("name: x\nA = B\nreverse-name: late\n".utf8)) == ("x", nil))
    #expect(DeckParser.headerNames(in: Array("A = B\nname: late\n".utf8)) == (nil, nil))
  }

  @Test func aHeaderCutShortStillGivesTheNamesBeforeTheCut() {
    let text = Array("name: big\nreverse-name: gib\ndescription: \u{1F600}".utf8).dropLast(2)
    #expect(DeckParser.headerNames(in: text) == ("big", "gib"))
  }
}

/// A name that 'flashcards play NAME' would take for a file or an option is refused.
@Suite struct UnplayableNameTests {
  @Test(arguments: ["../secret", "a/b", "capitals.deck", "notes.TXT", "x.Deck", "-rf", "--help"])
  func aNameThatCannotBePlayedIsAProblem(name: String) {
    let problems = TestDecks.problems("name: \(name)\nTexas = Austin\n")
    #expect(problems.map(\.line) == [1], "\(problems)")
    #expect(problems.first?.message.hasPrefix("the name '\(name)' cannot") == true, "\(problems)")
    let reverse = TestDecks.problems("reverse-name: \(name)\nTexas = Austin\n")
    #expect(reverse.first?.message.hasPrefix("the reverse-name '\(name)' cannot") == true, "\(reverse)")
  }

  @Test(arguments: ["capitals", "world-capitals", "deck", "my.decks", "txt", "a-b", "東京"])
  func otherNamesArePlayable(name: String) {
    #expect(TestDecks.problems("name: \(name)\nreverse-name: r\(name)\nTexas = Austin\n").isEmpty)
  }

  @Test func aFileNameThatCannotBeANameNeedsAHeaderName() {
    let problems = TestDecks.problems(Array("Texas = Austin\n".utf8), defaultName: "notes.txt")
    #expect(problems.map(\.line) == [0])
    #expect(problems.first?.message.contains("give one with 'name:'") == true, "\(problems)")
    #expect(TestDecks.problems(Array("name: ok\nTexas = Austin\n".utf8), defaultName: "notes.txt").isEmpty)
  }

  /// A card of one answer a side takes a shortcut past the duplicates' arrays of keys; it must
  /// find the same duplicates, on the same lines, as a card whose sides repeat their answer
  /// ("A | A = B | B", the same keys by the general path), over random decks full of them.
  @Test func singleAnswersFindTheDuplicatesTheGeneralPathFinds() {
    var random = SeededGenerator(seed: 58)
    let words = ["Texas", "texas", "Austin", "Tejas", "St. Paul", "Saint Paul", "Ohio", "Bogotá", "bogota", "Mexico"]
    for _ in 0..<300 {
      let lines = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        (words.randomElement(using: &random) ?? "", words.randomElement(using: &random) ?? "")
      }
      let single = lines.map { "\($0) = \($1)" }.joined(separator: "\n")
      let doubled = lines.map { "\($0) | \($0) = \($1) | \($1)" }.joined(separator: "\n")
      let (one, two) = (
        DeckParser.parse(Array(single.utf8), defaultName: "d"), DeckParser.parse(Array(doubled.utf8), defaultName: "d")
      )
      switch (one, two) {
      case (.success(let a), .success(let b)):
        #expect(a.cards.map(\.line) == b.cards.map(\.line), "\(single)")
        #expect(a.cards.map(\.front) == b.cards.map { Array($0.front.prefix(1)) }, "\(single)")
      case (.failure(let a), .failure(let b)):
        #expect(a == b, "\(single)")
      default:
        Issue.record("one parsed, the other did not: \(single)")
      }
    }
  }
}
