import Testing

@testable import FlashCardsCore

/// How often the matcher judges as a person would, measured on a seeded set of typed answers for
/// the U.S. and world capitals in both directions (see `TypedAnswers`). Issue 11's targets:
/// under 1% of acceptable answers judged wrong, under 0.5% of wrong answers judged right.
@Suite struct JudgingAccuracyTests {
  static let largestCities: [String: [String]] = [
    // U.S. states whose largest city is not the capital.
    "Alabama": ["Birmingham", "Huntsville"], "Alaska": ["Anchorage"], "California": ["Los Angeles", "San Francisco"],
    "Connecticut": ["Bridgeport"], "Delaware": ["Wilmington"], "Florida": ["Jacksonville", "Miami"],
    "Illinois": ["Chicago"], "Kansas": ["Wichita"], "Kentucky": ["Louisville"], "Louisiana": ["New Orleans"],
    "Maine": ["Portland"], "Maryland": ["Baltimore"], "Michigan": ["Detroit"], "Minnesota": ["Minneapolis"],
    "Missouri": ["Kansas City", "St. Louis"], "Montana": ["Billings"], "Nebraska": ["Omaha"], "Nevada": ["Las Vegas"],
    "New Hampshire": ["Manchester"], "New Jersey": ["Newark"], "New Mexico": ["Albuquerque"],
    "New York": ["New York City", "New York"], "North Carolina": ["Charlotte"], "North Dakota": ["Fargo"],
    "Ohio": ["Cleveland"], "Oregon": ["Portland"], "Pennsylvania": ["Philadelphia", "Pittsburgh"],
    "South Carolina": ["Charleston"], "South Dakota": ["Sioux Falls"], "Tennessee": ["Memphis"],
    "Texas": ["Houston", "Dallas"], "Vermont": ["Burlington"], "Virginia": ["Virginia Beach"],
    "Washington": ["Seattle"], "Wisconsin": ["Milwaukee"],
    // Countries whose largest or best-known city is not the capital.
    "Australia": ["Sydney", "Melbourne"], "Türkiye": ["Istanbul"], "Canada": ["Toronto", "Montreal"],
    "Nigeria": ["Lagos"], "Tanzania": ["Dar es Salaam"], "Kazakhstan": ["Almaty"], "Myanmar": ["Yangon", "Rangoon"],
    "Brazil": ["São Paulo", "Rio de Janeiro"], "Switzerland": ["Zurich", "Geneva"], "Morocco": ["Casablanca"],
    "Pakistan": ["Karachi", "Lahore"], "United States": ["New York"], "India": ["Mumbai"], "China": ["Shanghai"],
    "Vietnam": ["Ho Chi Minh City"], "New Zealand": ["Auckland"], "South Africa": ["Johannesburg", "Durban"],
    "Ecuador": ["Guayaquil"], "Bolivia": ["Santa Cruz"], "Cameroon": ["Douala"], "Belize": ["Belize City"],
    "Israel": ["Tel Aviv"], "United Arab Emirates": ["Dubai"], "Germany": ["Munich"], "Spain": ["Barcelona"],
    "Malawi": ["Blantyre"], "The Gambia": ["Serekunda"], "Equatorial Guinea": ["Bata"], "Syria": ["Aleppo"],
    "Philippines": ["Quezon City"], "Indonesia": ["Surabaya"], "Japan": ["Osaka"], "Russia": ["St. Petersburg"],
    "Ukraine": ["Kharkiv"], "Poland": ["Kraków"], "Netherlands": ["Rotterdam"], "Belgium": ["Antwerp"],
    "Chile": ["Viña del Mar"], "Colombia": ["Medellín"], "Honduras": ["San Pedro Sula"], "Kenya": ["Mombasa"],
    "Egypt": ["Alexandria"], "Iraq": ["Basra"], "South Korea": ["Busan"], "Italy": ["Milan"], "Scotland": ["Glasgow"],
  ]

  /// Names that look like the right one but are another state or country.
  static let similar: [String: [String]] = [
    "Australia": ["Austria"], "Austria": ["Australia"], "Ireland": ["Iceland"], "Iceland": ["Ireland"],
    "Nigeria": ["Niger"], "Niger": ["Nigeria"], "Zambia": ["Gambia", "The Gambia"], "The Gambia": ["Zambia"],
    "Guinea": ["Guyana", "Guinea-Bissau"], "Guyana": ["Guinea"], "Slovakia": ["Slovenia"], "Slovenia": ["Slovakia"],
    "Iran": ["Iraq"], "Iraq": ["Iran"], "Dominica": ["Dominican Republic"], "Dominican Republic": ["Dominica"],
    "Mali": ["Malawi", "Malta"], "Malawi": ["Mali", "Maldives"], "Latvia": ["Lithuania"], "Sudan": ["South Sudan"],
    "Paraguay": ["Uruguay"], "Uruguay": ["Paraguay"], "Mauritania": ["Mauritius"], "Mauritius": ["Mauritania"],
    "Switzerland": ["Swaziland", "Sweden"], "Sweden": ["Switzerland"], "North Korea": ["South Korea"],
    "Republic of the Congo": ["DR Congo"], "Democratic Republic of the Congo": ["Congo"], "Armenia": ["Albania"],
    "Virginia": ["West Virginia"], "West Virginia": ["Virginia"], "North Dakota": ["South Dakota"],
    "South Carolina": ["North Carolina"], "Iowa": ["Ohio", "Idaho"], "Kansas": ["Arkansas"], "Arkansas": ["Kansas"],
    "Michigan": ["Minnesota"], "Mississippi": ["Missouri"], "Missouri": ["Mississippi"], "Maine": ["Montana"],
  ]

  struct Measure: CustomStringConvertible {
    var acceptable = 0, acceptableJudgedWrong = 0, wrong = 0, wrongJudgedRight = 0
    var misjudged: [String] = []
    /// Per kind of answer: how many, and how many misjudged.
    var byKind: [TypedAnswers.Kind: (count: Int, misjudged: Int)] = [:]

    var falseWrongRate: Double { Double(acceptableJudgedWrong) / Double(max(acceptable, 1)) }
    var falseRightRate: Double { Double(wrongJudgedRight) / Double(max(wrong, 1)) }
    var description: String {
      let percent = { (rate: Double) in (rate * 100).formatted(.number.precision(.fractionLength(2))) }
      return "\(acceptable) acceptable, \(acceptableJudgedWrong) judged wrong (\(percent(falseWrongRate))%); "
        + "\(wrong) wrong, \(wrongJudgedRight) judged right (\(percent(falseRightRate))%)"
    }
  }

  static func measure(seed: UInt64) throws -> Measure {
    var measure = Measure()
    for name in ["capitals", "world-capitals"] {
      let deck = try TestDecks.bundled(name)
      for direction in Direction.allCases {
        let matcher = AnswerMatcher(deck: deck, direction: direction)
        var answers = TypedAnswers(deck: deck, direction: direction, generator: SeededGenerator(seed: seed))
        for sample in answers.samples(largestCities: largestCities, similar: similar) {
          let isRight = matcher.judge(sample.typed, for: sample.card).verdict.isCorrect
          if sample.kind.isAcceptable {
            measure.acceptable += 1
            if !isRight { measure.acceptableJudgedWrong += 1 }
          } else {
            measure.wrong += 1
            if isRight { measure.wrongJudgedRight += 1 }
          }
          measure.byKind[sample.kind, default: (0, 0)].count += 1
          if isRight != sample.kind.isAcceptable {
            measure.byKind[sample.kind, default: (0, 0)].misjudged += 1
            measure.misjudged.append("\(sample.kind) '\(sample.typed)' for \(sample.card.shown(in: direction))")
          }
        }
      }
    }
    return measure
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func judgingMeetsTheTargets(seed: UInt64) throws {
    let measure = try Self.measure(seed: seed)
    print("judging accuracy, seed \(seed): \(measure)")
    print(
      TypedAnswers.Kind.allCases.map {
        "\($0): \(measure.byKind[$0]?.misjudged ?? 0)/\(measure.byKind[$0]?.count ?? 0)"
      }.joined(separator: ", "))

    #expect(measure.acceptable > 4000 && measure.wrong > 1500, "\(measure)")
    #expect(measure.falseWrongRate < 0.01, "\(measure): \(measure.misjudged)")
    #expect(measure.falseRightRate < 0.005, "\(measure): \(measure.misjudged)")
    // Rare kinds count too: no kind of answer may be misjudged more than 3% of the time.
    for (kind, tally) in measure.byKind {
      #expect(
        Double(tally.misjudged) < 0.03 * Double(tally.count), "\(kind): \(tally.misjudged) of \(tally.count) misjudged")
    }
  }

  @Test func theSetHasEveryKindOfAnswer() throws {
    var kinds: Set<TypedAnswers.Kind> = []
    for name in ["capitals", "world-capitals"] {
      let deck = try TestDecks.bundled(name)
      for direction in Direction.allCases {
        var answers = TypedAnswers(deck: deck, direction: direction, generator: SeededGenerator(seed: 1))
        kinds.formUnion(answers.samples(largestCities: Self.largestCities, similar: Self.similar).map(\.kind))
      }
    }
    #expect(kinds == Set(TypedAnswers.Kind.allCases))
  }
}
