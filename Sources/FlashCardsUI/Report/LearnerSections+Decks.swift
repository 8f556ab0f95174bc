import FlashCardsCore
import Foundation

extension LearnerSections {
  /// The decks this learner has cards of, with their cards' states by card, in name order.
  private var deckStates: [(deck: ReportDeck?, name: String, states: [String: ReportFacts.CardState])] {
    let byDeck = Dictionary(grouping: facts.cards, by: \.deck)
    return byDeck.keys.sorted().map { name in
      let states = Dictionary(byDeck[name, default: []].map { ($0.card, $0) }, uniquingKeysWith: { first, _ in first })
      return (decks.first { $0.name == name }, name, states)
    }
  }

  var stages: String {
    let rows = deckStates.map { entry -> (String, [CardStage: Int]) in
      var counts = Dictionary(grouping: entry.states.values, by: \.stage).mapValues(\.count)
      if let deck = entry.deck { counts[.new] = deck.cards.count { entry.states[$0.shown] == nil } }
      return (entry.name, counts)
    }
    guard !rows.isEmpty else { return "" }
    var svg = "<svg viewBox=\"0 0 600 \(rows.count * 28 + 24)\" role=\"img\" aria-hidden=\"true\">"
    for (index, row) in rows.enumerated() {
      let total = max(1, CardStage.allCases.reduce(0) { $0 + (row.1[$1] ?? 0) })
      var x = 150.0
      svg += "<text x=\"0\" y=\"\(index * 28 + 16)\">\(String(row.0.prefix(22)).html)</text>"
      for stage in CardStage.allCases {
        let count = row.1[stage] ?? 0
        guard count > 0 else { continue }
        let width = 440 * Double(count) / Double(total)
        svg += "<rect class=\"stage-\(stage.rawValue)\" x=\"\(ReportNumber.coordinate(x))\" y=\"\(index * 28 + 2)\" "
        svg +=
          "width=\"\(ReportNumber.coordinate(width))\" height=\"20\"><title>\(stage.rawValue): \(count)</title></rect>"
        if width > 24 {
          svg += "<text x=\"\(ReportNumber.coordinate(x + 3))\" y=\"\(index * 28 + 16)\">\(count)</text>"
        }
        x += width
      }
    }
    let keyY = rows.count * 28 + 18
    for (index, stage) in CardStage.allCases.enumerated() {
      svg +=
        "<rect class=\"stage-\(stage.rawValue)\" x=\"\(150 + index * 110)\" y=\"\(keyY - 10)\" width=\"12\" height=\"12\"/>"
      svg += "<text x=\"\(166 + index * 110)\" y=\"\(keyY)\">\(stage.rawValue)</text>"
    }
    svg += "</svg>"
    return ReportCharts.figure(
      "\(anchor)-stages", title: "Each deck's cards: new, learning, young, mature",
      note:
        "New: never answered. Learning: in short steps. Young: reviewed, stable under 21 days. Mature: 21 days and more.",
      drawing: svg,
      table: ReportCharts.table(
        ["Deck", "New", "Learning", "Young", "Mature"], numeric: [1, 2, 3, 4],
        rows: rows.map { row in [row.0.html] + CardStage.allCases.map { row.1[$0].map(String.init) ?? "0" } }))
  }

  var tiles: String {
    var html = ""
    for (index, entry) in deckStates.enumerated() {
      let cards = entry.deck?.cards ?? entry.states.keys.sorted().map { ReportDeck.Card(shown: $0, state: nil) }
      guard !cards.isEmpty else { continue }
      let map = entry.deck?.isStateMap == true
      var grid = "<div class=\"\(map ? "map" : "tiles")\">"
      var rows: [[String]] = []
      for card in cards {
        let state = entry.states[card.shown]
        let band = ReportColour.recallBand(state)
        let learning = map ? "L" : "learning"
        let percent = state.map { $0.stage == .learning ? learning : ReportNumber.percent($0.recall) } ?? "new"
        var style = ""
        var name = card.shown.html
        if map, let state = card.state, let tile = StateTiles.tile(named: state) {
          style = " style=\"grid-row:\(tile.row + 1);grid-column:\(tile.column + 1)\""
          name = "<abbr title=\"\(card.shown.html)\">\(tile.abbreviation)</abbr>"
        }
        grid += "<div class=\"tile \(band.css)\"\(style)>\(name)<small>\(percent)</small></div>"
        rows.append([card.shown.html, percent, band.label])
      }
      grid += "</div>" + Self.recallKey
      html += ReportCharts.figure(
        "\(anchor)-tiles-\(index)", title: "\(entry.name.html): today's chance of recall, card by card",
        note: map
          ? "The states where they lie; each tile shows its chance of recall and its band."
          : "Each tile writes its card and its chance of recall today; the colour and the slant give its band.",
        drawing: grid,
        table: map ? ReportCharts.table(["Card", "Recall today", "Band"], numeric: [1], rows: rows) : nil)
    }
    return html
  }

  static let recallKey = """
    <p class="key">Key: <span class="r-high">90%+ strong</span><span class="r-mid">70–89% fading</span>\
    <span class="r-low">40–69% weak</span><span class="r-lost">under 40% forgotten</span>\
    <span class="r-learn">L, learning: just answered</span>\
    <span class="r-new">new: never answered</span></p>
    """

  var missed: String {
    let worst = facts.tallies.filter { $0.missed > 0 }.sorted {
      let (a, b) = (Double($0.missed) / Double(max(1, $0.seen)), Double($1.missed) / Double(max(1, $1.seen)))
      return a != b ? a > b : ($0.missed != $1.missed ? $0.missed > $1.missed : $0.card < $1.card)
    }.prefix(15)
    guard !worst.isEmpty else { return "" }
    return "<h3 id=\"\(anchor)-missed\">The cards missed most</h3>"
      + ReportCharts.table(
        ["Deck", "Card", "Answer", "Missed", "Seen"], numeric: [3, 4],
        rows: worst.map { [$0.deck.html, $0.card.html, $0.expected.html, "\($0.missed)", "\($0.seen)"] })
  }

  var confusions: String {
    let shown = facts.confusions.prefix(15)
    guard !shown.isEmpty else { return "" }
    return "<h3 id=\"\(anchor)-confusions\">The answers confused</h3>"
      + ReportCharts.table(
        ["Deck", "Asked", "Answered", "Which is the answer of", "Times"], numeric: [4],
        rows: shown.map { [$0.deck.html, $0.card.html, $0.answer.html, $0.otherCard.html, "\($0.times)"] })
  }
}
