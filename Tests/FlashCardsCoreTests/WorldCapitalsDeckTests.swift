import Foundation
import Testing

@testable import FlashCardsCore

/// Decks/world-capitals.deck: the 195 UN member and observer states, compared with a second,
/// independent source, with the other names people type accepted in both directions.
@Suite struct WorldCapitalsDeckTests {
  struct SourceRow: Sendable {
    var code: String
    var country: String
    var capital: String
  }

  /// The rows of Fixtures/annexare-capitals.csv, a copy of the second source.
  static func sourceRows() throws -> [SourceRow] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/annexare-capitals.csv")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
    return lines.dropFirst().map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      return SourceRow(code: fields[0], country: fields[1], capital: fields[2])
    }
  }

  /// The source's country name without a parenthesis: "Myanmar (Burma)" is "Myanmar".
  static func plainName(_ name: String) -> String {
    name.split(separator: "(").first.map { String($0).trimmingSpaces } ?? name
  }

  @Test func theDeckHasEveryUNMemberAndObserverStateOnce() throws {
    let deck = try TestDecks.bundled("world-capitals")
    let rows = try Self.sourceRows()
    #expect(rows.count == 195)
    #expect(deck.cards.count == 195)

    var matched: [Int: String] = [:]
    for row in rows {
      let key = AnswerMatcher.key(Self.plainName(row.country))
      let cards = deck.cards.indices.filter { deck.cards[$0].front.map(AnswerMatcher.key).contains(key) }
      #expect(cards.count == 1, "\(row.code) \(row.country) is \(cards.count) cards of the deck")
      if let card = cards.first {
        #expect(matched[card] == nil, "\(row.country) and \(matched[card] ?? "") are one card")
        matched[card] = row.country
      }
    }
    #expect(matched.count == 195)
  }

  /// Where the sources differ, the deck keeps the newer or official capital and accepts the other.
  @Test func theDeckAcceptsTheSecondSourcesCapitalOfEveryState() throws {
    let deck = try TestDecks.bundled("world-capitals")
    let matcher = AnswerMatcher(deck: deck, direction: .forward)
    for row in try Self.sourceRows() {
      let key = AnswerMatcher.key(Self.plainName(row.country))
      let card = try #require(deck.cards.first { $0.front.map(AnswerMatcher.key).contains(key) })
      let verdict = matcher.judge(row.capital, for: card).verdict
      #expect(
        verdict == .exact || verdict == .normalized,
        "\(row.country): the source says \(row.capital), the deck \(card.back)")
    }
  }

  /// The capitals on which the two sources differ, and which one the deck shows.
  @Test(arguments: [
    ("Burundi", "Gitega", "Bujumbura"), ("Sri Lanka", "Sri Jayawardenepura Kotte", "Colombo"),
    ("Eswatini", "Mbabane", "Lobamba"), ("Kazakhstan", "Astana", "Nur-Sultan"), ("Ukraine", "Kyiv", "Kiev"),
    ("Mongolia", "Ulaanbaatar", "Ulan Bator"), ("Bolivia", "Sucre", "La Paz"),
    ("South Africa", "Pretoria", "Cape Town"),
    ("South Africa", "Pretoria", "Bloemfontein"), ("Netherlands", "Amsterdam", "The Hague"),
    ("Malaysia", "Kuala Lumpur", "Putrajaya"), ("Benin", "Porto-Novo", "Cotonou"),
    ("Côte d'Ivoire", "Yamoussoukro", "Abidjan"), ("Palestine", "Ramallah", "East Jerusalem"),
    ("Chile", "Santiago", "Valparaíso"), ("Montenegro", "Podgorica", "Cetinje"), ("Kuwait", "Kuwait City", "Kuwait"),
  ])
  func aCountryWithTwoCapitalsShowsTheFirstAndAcceptsBoth(country: String, shown: String, other: String) throws {
    let deck = try TestDecks.bundled("world-capitals")
    let card = try TestDecks.card(country, in: deck)
    let matcher = AnswerMatcher(deck: deck, direction: .forward)

    #expect(card.back[0] == shown)
    #expect(matcher.judge(other, for: card).isRight)
    #expect(matcher.judge("Nowhere City", for: card).expected == shown)
    #expect(AnswerMatcher(deck: deck, direction: .reverse).judge(country, for: card).verdict == .exact)
  }

  /// The other names of a country that people type, from issue 11, asked the other way round.
  @Test(arguments: [
    ("Myanmar", "Burma"), ("Czechia", "Czech Republic"), ("Eswatini", "Swaziland"),
    ("Côte d'Ivoire", "Ivory Coast"), ("Côte d'Ivoire", "Cote d'Ivoire"), ("Türkiye", "Turkey"), ("Türkiye", "Turkiye"),
    ("Cabo Verde", "Cape Verde"), ("Timor-Leste", "East Timor"), ("North Macedonia", "Macedonia"),
    ("United Kingdom", "UK"), ("United Kingdom", "U.K."), ("United States", "USA"), ("United States", "U.S."),
    ("United Arab Emirates", "UAE"), ("The Gambia", "Gambia"), ("The Bahamas", "Bahamas"),
    ("Netherlands", "The Netherlands"), ("Philippines", "The Philippines"),
    ("Antigua and Barbuda", "Antigua & Barbuda"),
    ("Trinidad and Tobago", "Trinidad & Tobago"), ("Saint Lucia", "St. Lucia"),
    ("Saint Kitts and Nevis", "St Kitts and Nevis"),
    ("Saint Vincent and the Grenadines", "St. Vincent & the Grenadines"), ("Democratic Republic of the Congo", "DRC"),
    ("Vatican City", "Holy See"), ("São Tomé and Príncipe", "Sao Tome & Principe"),
    ("Republic of the Congo", "Republic of Congo"), ("Bosnia and Herzegovina", "Bosnia-Herzegovina"),
  ])
  func aCountryIsRightUnderItsOtherNames(country: String, typed: String) throws {
    let deck = try TestDecks.bundled("world-capitals")
    let judgement = AnswerMatcher(deck: deck, direction: .reverse).judge(
      typed, for: try TestDecks.card(country, in: deck))

    #expect(judgement.isRight, "\(judgement)")
  }

  @Test(arguments: [
    ("Ukraine", "Kiev"), ("Mongolia", "Ulan Bator"), ("Switzerland", "Berne"), ("Grenada", "Saint George's"),
    ("Grenada", "St Georges"),
    ("Antigua and Barbuda", "Saint John's"), ("United States", "Washington DC"), ("Myanmar", "Nay Pyi Taw"),
    ("Moldova", "Chisinau"), ("China", "Peking"),
  ])
  func aCapitalIsRightUnderItsOtherNames(country: String, typed: String) throws {
    let deck = try TestDecks.bundled("world-capitals")
    let judgement = AnswerMatcher(deck: deck, direction: .forward).judge(
      typed, for: try TestDecks.card(country, in: deck))

    #expect(judgement.isRight, "\(judgement)")
  }

  /// The largest city is not the capital.
  @Test(arguments: [
    ("Australia", "Sydney"), ("Türkiye", "Istanbul"), ("Canada", "Toronto"), ("Nigeria", "Lagos"),
    ("Tanzania", "Dar es Salaam"), ("Kazakhstan", "Almaty"), ("Myanmar", "Yangon"), ("Brazil", "Rio de Janeiro"),
    ("Switzerland", "Zurich"), ("Morocco", "Casablanca"), ("Pakistan", "Karachi"), ("United States", "New York"),
  ])
  func theLargestCityIsWrong(country: String, typed: String) throws {
    let deck = try TestDecks.bundled("world-capitals")
    let judgement = AnswerMatcher(deck: deck, direction: .forward).judge(
      typed, for: try TestDecks.card(country, in: deck))

    #expect(judgement.verdict == .wrong)
  }
}

/// No rule may merge two cards: in every bundled deck, in both directions, no answer of one card
/// is judged right, even as a typo, for another card.
@Suite struct BundledDecksKeepTheirCardsApartTests {
  @Test(arguments: ["capitals", "elements", "world-capitals"], Direction.allCases)
  func noCardsAnswerIsRightForAnotherCard(deckName: String, direction: Direction) throws {
    let deck = try TestDecks.bundled(deckName)
    let matcher = AnswerMatcher(deck: deck, direction: direction)
    for card in deck.cards {
      for answer in card.answers(in: direction) {
        #expect(matcher.judge(answer, for: card).verdict == .exact)
      }
    }
    for (index, card) in deck.cards.enumerated() {
      for other in deck.cards[(index + 1)...] {
        for answer in other.answers(in: direction) where matcher.judge(answer, for: card).isRight {
          Issue.record(
            "\(deckName) \(direction): '\(answer)' of \(other.shown(in: direction)) is right for \(card.shown(in: direction))"
          )
        }
        for answer in card.answers(in: direction) where matcher.judge(answer, for: other).isRight {
          Issue.record(
            "\(deckName) \(direction): '\(answer)' of \(card.shown(in: direction)) is right for \(other.shown(in: direction))"
          )
        }
      }
    }
  }
}

extension Judgement {
  var isRight: Bool { verdict.isCorrect }
}
