import Testing

@testable import FlashCardsCore

/// The decks shipped in Decks/ parse and hold the facts they promise.
@Suite struct BundledDeckTests {
  @Test(arguments: [("capitals", 50), ("elements", 30), ("world-capitals", 195)])
  func aBundledDeckParsesWithAllItsCards(name: String, cardCount: Int) throws {
    let deck = try TestDecks.bundled(name)

    #expect(deck.name == name)
    #expect(deck.cards.count == cardCount)
    #expect(deck.reverseName != nil, "every bundled deck can be played in reverse under its own name")
    #expect(deck.question != Deck.defaultQuestion)
    #expect(deck.reverseQuestion != Deck.defaultQuestion)
  }

  @Test(arguments: [
    ("Texas", "Austin"), ("Missouri", "Jefferson City"), ("Illinois", "Springfield"), ("Utah", "Salt Lake City"),
  ])
  func theCapitalsDeckKnowsItsCapitals(state: String, capital: String) throws {
    let deck = try TestDecks.bundled("capitals")
    let card = try TestDecks.card(state, in: deck)

    #expect(card.back[0] == capital)
    #expect(deck.question(for: card, in: .forward) == "What is the capital of \(state)?")
    #expect(deck.question(for: card, in: .reverse) == "\(capital) is the capital of which state?")
  }

  @Test func minnesotaAcceptsStPaulAsWellAsSaintPaul() throws {
    let deck = try TestDecks.bundled("capitals")
    let minnesota = try TestDecks.card("Minnesota", in: deck)
    let matcher = AnswerMatcher(deck: deck, direction: .forward)

    #expect(minnesota.back == ["Saint Paul", "St. Paul"])
    #expect(matcher.judge("St. Paul", for: minnesota) == Judgement(verdict: .exact, expected: "St. Paul"))
    #expect(matcher.judge("st paul", for: minnesota) == Judgement(verdict: .normalized, expected: "St. Paul"))
  }

  @Test func theElementsDeckAcceptsBritishSpellings() throws {
    let deck = try TestDecks.bundled("elements")
    let matcher = AnswerMatcher(deck: deck, direction: .forward)

    #expect(matcher.judge("Aluminium", for: try TestDecks.card("Al", in: deck)).verdict == .exact)
    #expect(matcher.judge("Sulphur", for: try TestDecks.card("S", in: deck)).verdict == .exact)
    #expect(
      AnswerMatcher(deck: deck, direction: .reverse).judge("Fe", for: try TestDecks.card("Fe", in: deck)).verdict
        == .exact)
  }

  @Test func theWorldCapitalsDeckAcceptsAccentsAndOtherNames() throws {
    let deck = try TestDecks.bundled("world-capitals")
    let forward = AnswerMatcher(deck: deck, direction: .forward)
    let reverse = AnswerMatcher(deck: deck, direction: .reverse)

    #expect(
      forward.judge("Bogota", for: try TestDecks.card("Colombia", in: deck))
        == Judgement(verdict: .normalized, expected: "Bogotá"))
    #expect(forward.judge("Kiev", for: try TestDecks.card("Ukraine", in: deck)).verdict == .exact)
    #expect(reverse.judge("Czech Republic", for: try TestDecks.card("Czechia", in: deck)).verdict == .exact)
  }

  /// Iceland and Ireland are one letter apart: naming the wrong one is a mistake, not a typo.
  @Test func namingIcelandForDublinIsWrongNotATypo() throws {
    let deck = try TestDecks.bundled("world-capitals")
    let reverse = AnswerMatcher(deck: deck, direction: .reverse)
    let ireland = try TestDecks.card("Ireland", in: deck)

    #expect(
      reverse.judge("Iceland", for: ireland)
        == Judgement(verdict: .wrong, expected: "Ireland", confusedWith: "Reykjavík"))
    #expect(reverse.judge("Irland", for: ireland) == Judgement(verdict: .typo, expected: "Ireland"))
  }
}
