import Testing

@testable import FlashCardsCore

/// Every leniency rule of the comparison key and the typo rule, each beside its counter-rule:
/// one row per (typed, card, verdict), in both directions of a deck of places.
@Suite struct JudgingRuleTests {
  static let places = Deck(
    name: "places",
    cards: [
      Card(front: ["Minnesota"], back: ["Saint Paul"]),
      Card(front: ["Grenada"], back: ["St. George's"]),
      Card(front: ["Saint Lucia"], back: ["Castries"]),
      Card(front: ["Saint Kitts and Nevis"], back: ["Basseterre"]),
      Card(front: ["Antigua and Barbuda"], back: ["St. John's"]),
      Card(front: ["Trinidad and Tobago"], back: ["Port of Spain"]),
      Card(front: ["The Gambia"], back: ["Banjul"]),
      Card(front: ["Zambia"], back: ["Lusaka"]),
      Card(front: ["Bahamas"], back: ["Nassau"]),
      Card(front: ["Netherlands"], back: ["Amsterdam", "The Hague"]),
      Card(front: ["Philippines"], back: ["Manila"]),
      Card(front: ["Ireland"], back: ["Dublin"]),
      Card(front: ["Iceland"], back: ["Reykjavík"]),
      Card(front: ["Australia"], back: ["Canberra"]),
      Card(front: ["Austria"], back: ["Vienna"]),
      Card(front: ["Niger"], back: ["Niamey"]),
      Card(front: ["Nigeria"], back: ["Abuja"]),
      Card(front: ["Jamaica"], back: ["Kingston"]),
      Card(front: ["Saint Vincent and the Grenadines"], back: ["Kingstown"]),
      Card(front: ["United States"], back: ["Washington, D.C."]),
      Card(front: ["Martinique"], back: ["Fort-de-France"]),
      Card(front: ["Alaska's highest peak"], back: ["Mount Denali"]),
      Card(front: ["Guadeloupe's southern town"], back: ["Sainte-Anne"]),
    ])

  struct Row: Sendable, CustomTestStringConvertible {
    var why: String
    var direction: Direction
    var card: String
    var typed: String
    var verdict: Verdict
    var confusedWith: String?

    var testDescription: String { "\(why): '\(typed)' for \(card)" }
  }

  static func capital(_ why: String, _ card: String, _ typed: String, _ verdict: Verdict, _ confusedWith: String? = nil)
    -> Row
  {
    Row(why: why, direction: .forward, card: card, typed: typed, verdict: verdict, confusedWith: confusedWith)
  }

  static func country(_ why: String, _ card: String, _ typed: String, _ verdict: Verdict, _ confusedWith: String? = nil)
    -> Row
  {
    Row(why: why, direction: .reverse, card: card, typed: typed, verdict: verdict, confusedWith: confusedWith)
  }

  static let rows: [Row] = [
    // St / St. / Saint, both ways.
    capital("St. for Saint", "Minnesota", "St. Paul", .normalized),
    capital("St for Saint", "Minnesota", "St Paul", .normalized),
    capital("st. in lower case", "Minnesota", "st.paul", .normalized),
    capital("Saint for St.", "Grenada", "Saint George's", .normalized),
    capital("Saint for St., no apostrophe", "Grenada", "Saint Georges", .normalized),
    capital("St for St.", "Grenada", "St Georges", .normalized),
    capital("Saint- hyphenated", "Grenada", "Saint-George's", .normalized),
    country("St. for Saint in a country", "Castries", "St. Lucia", .normalized),
    country("St for Saint and & for and", "Basseterre", "St Kitts & Nevis", .normalized),
    capital("Saint for St. in a capital", "Antigua and Barbuda", "Saint John's", .normalized),
    // Ste / Sainte, Mt / Mount, Ft / Fort.
    capital("Ste for Sainte", "Guadeloupe's southern town", "Ste-Anne", .normalized),
    capital("Ste. for Sainte", "Guadeloupe's southern town", "Ste. Anne", .normalized),
    capital("Mt. for Mount", "Alaska's highest peak", "Mt. Denali", .normalized),
    capital("Mt for Mount", "Alaska's highest peak", "mt denali", .normalized),
    capital("Ft. for Fort", "Martinique", "Ft. de France", .normalized),
    capital("Ft for Fort", "Martinique", "ft-de-france", .normalized),
    // & / and.
    country("& for and", "St. John's", "Antigua & Barbuda", .normalized),
    country("& for and, spaced", "Port of Spain", "Trinidad & Tobago", .normalized),
    country("& for and, unspaced", "Port of Spain", "Trinidad&Tobago", .normalized),
    country("and spelled out", "St. John's", "Antigua and Barbuda", .exact),
    // An optional leading "the", both ways.
    country("the left out", "Banjul", "gambia", .normalized),
    country("the added", "Nassau", "The Bahamas", .normalized),
    country("the added in lower case", "Amsterdam", "the netherlands", .normalized),
    country("the added before a plural", "Manila", "The Philippines", .normalized),
    capital("the left out of an alternate", "Netherlands", "Hague", .normalized),
    capital("the alternate as written", "Netherlands", "The Hague", .exact),
    // Punctuation that abbreviates: D.C. = DC.
    capital("D.C. without points", "United States", "Washington DC", .normalized),
    capital("D.C. without comma or points", "United States", "washington dc", .normalized),
    // A typo is never another card's answer.
    country("another card's answer once the article is dropped", "Lusaka", "Gambia", .wrong, "Banjul"),
    country("another card's answer one letter away", "Dublin", "Iceland", .wrong, "Reykjavík"),
    country("a country inside another's name", "Canberra", "Austria", .wrong, "Vienna"),
    country("a country inside another's name, shorter", "Abuja", "Niger", .wrong, "Niamey"),
    capital(
      "another card's capital one letter away", "Saint Vincent and the Grenadines", "Kingston", .wrong, "Jamaica"),
    capital("and the other way", "Jamaica", "Kingstown", .wrong, "Saint Vincent and the Grenadines"),
    capital(
      "a typo as close to another card's answer", "Jamaica", "Kingstwn", .wrong, "Saint Vincent and the Grenadines"),
    // Counter-rules: typos that are no other card's answer still count.
    country("a swap, no other card near", "Dublin", "Irelnad", .typo),
    country("a letter left out, no other card near", "Canberra", "Australa", .typo),
    country("a letter left out, as near another card", "Canberra", "Austrlia", .wrong, "Vienna"),
    country("a letter added, no other card near", "Abuja", "Nigerria", .typo),
    capital("a typo nearer its own card", "Saint Vincent and the Grenadines", "Kimgstown", .typo),
    country("a typo after St. and &", "Basseterre", "St Kits & Nevis", .typo),
    capital("a typo in St.", "Minnesota", "Sr. Paul", .typo),
    capital("a letter of St. left out", "Minnesota", "t. Paul", .typo),
    country("a typo in The", "Banjul", "Teh Gambia", .typo),
    country("The run into the name", "Banjul", "thegambia", .normalized),
    // Counter-rules: what the equivalences do not do.
    capital("the is dropped only in front", "Netherlands", "Hague The", .wrong),
    country("Zambia is not a typo of The Gambia", "Banjul", "Zambia", .wrong, "Lusaka"),
    capital("two letters off", "Minnesota", "Saint Pual Mn", .wrong),
    capital("St. alone is not the answer", "Minnesota", "St.", .wrong),
  ]

  @Test(arguments: rows)
  func judging(_ row: Row) throws {
    let matcher = AnswerMatcher(deck: Self.places, direction: row.direction)
    let card = try #require(Self.places.cards.first { $0.answers(in: row.direction.opposite).contains(row.card) })
    let judgement = matcher.judge(row.typed, for: card)

    #expect(judgement.verdict == row.verdict)
    #expect(judgement.confusedWith == row.confusedWith)
  }

  /// `--strict` turns every rule off: only the spelling of an answer counts.
  @Test(arguments: rows.filter { $0.verdict == .normalized || $0.verdict == .typo })
  func strictJudgingTurnsEveryRuleOff(_ row: Row) throws {
    let matcher = AnswerMatcher(deck: Self.places, direction: row.direction, strict: true)
    let card = try #require(Self.places.cards.first { $0.answers(in: row.direction.opposite).contains(row.card) })

    #expect(matcher.judge(row.typed, for: card).verdict == .wrong)
  }

  @Test(arguments: [
    ("St. Paul", "Saint Paul"), ("Ste-Anne", "Sainte Anne"), ("Mt Denali", "Mount Denali"), ("Ft. Worth", "Fort Worth"),
    ("Trinidad & Tobago", "Trinidad and Tobago"), ("The Gambia", "Gambia"), ("Washington, D.C.", "washington dc"),
    ("U.S.A.", "USA"), ("Saint-Denis", "St Denis"), ("São Tomé & Príncipe", "Sao Tome and Principe"),
  ])
  func equivalentTextsShareAKey(one: String, other: String) {
    #expect(AnswerMatcher.key(one) == AnswerMatcher.key(other))
  }

  @Test(arguments: [
    ("St Anne", "Sainte Anne"), ("Saint", "Sainte"), ("Stockholm", "Saintockholm"), ("Mtn", "Mount"),
    ("Hague The", "Hague"), ("Saint Vincent and Grenadines", "Saint Vincent and the Grenadines"), ("The", ""),
    ("+", "and"), ("&", "and"), ("Fortune", "Ftune"),
  ])
  func differentTextsKeepDifferentKeys(one: String, other: String) {
    #expect(AnswerMatcher.key(one) != AnswerMatcher.key(other))
  }
}
