import Foundation
import Testing

@testable import FlashCardsCore

/// The one deck serializer: whatever it writes, the parser reads back to the same deck.
@Suite struct DeckWriterTests {
  /// The deck that parsing the written text gives, or the problems.
  private func roundTrip(_ deck: Deck) -> Result<Deck, DeckFileProblems> {
    TestDecks.parse(DeckWriter.text(of: deck), defaultName: "unused")
  }

  private func sides(_ cards: [Card]) -> [[[String]]] {
    cards.map { [$0.front, $0.back] }
  }

  @Test func escapesEveryCharacterTheFormatGivesAMeaning() {
    #expect(DeckWriter.escaped(#"1 = 1 | # \ x"#) == ##"1 \= 1 \| \# \\ x"##)
    #expect(DeckWriter.line(for: Card(front: ["a=b"], back: ["c", "d|e"])) == #"a\=b = c | d\|e"#)
  }

  @Test func aDeckWithEveryHeaderReadsBackTheSame() throws {
    let deck = Deck(
      name: "sampler", description: "A = B, # and | too", question: "What goes with {this}?", reverseName: "back",
      reverseDescription: "Backwards", reverseQuestion: "What comes before {that}?",
      cards: [
        Card(front: ["Minnesota"], back: ["Saint Paul", "St. Paul"]), Card(front: ["#1"], back: [#"C:\dir"#]),
      ])
    let read = try roundTrip(deck).get()
    #expect(read.name == deck.name)
    #expect(read.description == deck.description)
    #expect(read.question == deck.question)
    #expect(read.reverseName == deck.reverseName)
    #expect(read.reverseDescription == deck.reverseDescription)
    #expect(read.reverseQuestion == deck.reverseQuestion)
    #expect(sides(read.cards) == sides(deck.cards))
  }

  /// A first card that starts like a header line ("name: x = y") would be read as a header: it
  /// goes after the next card instead, and nothing is lost.
  @Test func aFirstCardThatLooksLikeAHeaderIsNotTakenForOne() throws {
    let deck = Deck(
      name: "tricky",
      cards: [Card(front: ["description: a"], back: ["b"]), Card(front: ["Texas"], back: ["Austin"])])
    let read = try roundTrip(deck).get()
    #expect(read.description == "")
    #expect(Set(sides(read.cards)) == Set(sides(deck.cards)))
    #expect(DeckWriter.cardOrder(deck.cards) == [1, 0])
  }

  @Test(arguments: ["", " a", "a ", "a\nb", "a\rb", "a\u{0}b", "a\u{2028}b"])
  func textTheParserWouldChangeIsNotWritable(text: String) {
    #expect(!DeckWriter.isWritable(text))
  }

  /// The property: random card texts, made of the characters the format treats specially,
  /// letters, accents, emoji and spaces, are written and read back to the same cards.
  @Test func randomCardsReadBackTheSame() throws {
    var generator = SeededGenerator(seed: 12)
    let pieces = [
      "=", "|", "#", "\\", " ", ":", "{", "}", "a", "Z", "é", "ß", "東", "🇫🇷", "name:", "question:", "\\=", "'", "\"",
    ]
    func randomText() -> String {
      let count = 1 + Int(generator.next() % 8)
      return (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        .trimmingCharacters(in: .whitespaces)
    }
    var checked = 0
    for round in 0..<2_000 {
      var cards: [Card] = []
      var fronts: Set<String> = []
      var backs: Set<String> = []
      for _ in 0..<(1 + Int(generator.next() % 4)) {
        let front = [randomText(), randomText()].prefix(1 + Int(generator.next() % 2)).filter(DeckWriter.isWritable)
        let back = [randomText()].filter(DeckWriter.isWritable)
        // Cards must differ on both sides (the parser refuses duplicates): keep those that do.
        let frontKeys = Set(front.map(AnswerMatcher.key))
        let backKeys = Set(back.map(AnswerMatcher.key))
        guard !front.isEmpty, !back.isEmpty, frontKeys.isDisjoint(with: fronts), backKeys.isDisjoint(with: backs),
          frontKeys.count == front.count, backKeys.count == back.count
        else { continue }
        fronts.formUnion(frontKeys)
        backs.formUnion(backKeys)
        cards.append(Card(front: front, back: back))
      }
      guard !cards.isEmpty else { continue }
      let deck = Deck(name: "random-\(round)", cards: cards)
      switch roundTrip(deck) {
      case .success(let read):
        let written = DeckWriter.cardOrder(cards).map { cards[$0] }
        #expect(sides(read.cards) == sides(written), "\(DeckWriter.text(of: deck))")
        checked += 1
      case .failure(let problems):
        // Only a deck whose every card reads as a header line cannot be written as it is.
        #expect(DeckWriter.cardOrder(cards) == Array(cards.indices), "\(problems) in \(DeckWriter.text(of: deck))")
        #expect(cards.allSatisfy { DeckWriter.line(for: $0).contains(":") })
      }
    }
    #expect(checked > 1_500)
  }
}
