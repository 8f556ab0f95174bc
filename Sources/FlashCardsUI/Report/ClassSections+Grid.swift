import FlashCardsCore
import Foundation

extension ClassSections {
  var classConfusions: String {
    var summed: [String: Statistics.Confusion] = [:]
    var pupilsConfused: [String: Int] = [:]
    for pupil in pupils {
      for confusion in pupil.confusions {
        let key = "\(confusion.deck)\u{0}\(confusion.card)\u{0}\(confusion.otherCard)"
        summed[
          key,
          default: Statistics.Confusion(
            deck: confusion.deck, card: confusion.card, answer: confusion.answer, otherCard: confusion.otherCard,
            times: 0)
        ]
        .times += confusion.times
        pupilsConfused[key, default: 0] += 1
      }
    }
    let common = summed.sorted {
      if $0.value.times != $1.value.times { return $0.value.times > $1.value.times }
      return $0.key < $1.key
    }.prefix(15)
    guard !common.isEmpty else { return "" }
    return "<h2 id=\"class-confusions\">The class's common confusions</h2>\n"
      + ReportCharts.table(
        ["Deck", "Asked", "Answered", "Which is the answer of", "Pupils", "Times"], numeric: [4, 5],
        rows: common.map {
          [
            $0.value.deck.html, $0.value.card.html, $0.value.answer.html, $0.value.otherCard.html,
            "\(pupilsConfused[$0.key] ?? 0)", "\($0.value.times)",
          ]
        })
  }

  /// The deck most pupils have cards of, its cards in the deck's order.
  private var gridDeck: (name: String, cards: [String])? {
    var pupilsByDeck: [String: Int] = [:]
    for pupil in pupils {
      for deck in Set(pupil.cards.map(\.deck)) { pupilsByDeck[deck, default: 0] += 1 }
    }
    guard let name = pupilsByDeck.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key
    else { return nil }
    if let deck = decks.first(where: { $0.name == name }), !deck.cards.isEmpty {
      return (name, deck.cards.map(\.shown))
    }
    return (name, Set(pupils.flatMap { $0.cards.filter { $0.deck == name }.map(\.card) }).sorted())
  }

  var grid: String {
    guard let deck = gridDeck else { return "" }
    var html = "<div class=\"scroll\"><table class=\"grid\"><thead><tr><th scope=\"col\">Pupil</th>"
    for card in deck.cards { html += "<th scope=\"col\">\(card.html)</th>" }
    html += "</tr></thead><tbody>"
    for pupil in pupils.sorted(by: { $0.player < $1.player }) {
      let states = Dictionary(
        pupil.cards.filter { $0.deck == deck.name }.map { ($0.card, $0) },
        uniquingKeysWith: { first, _ in first })
      html += "<tr><th scope=\"row\">\(pupil.player.html)</th>"
      for card in deck.cards {
        let state = states[card]
        let band = ReportColour.recallBand(state)
        let text = state.map { $0.stage == .learning ? "L" : "\(Int(($0.recall * 100).rounded()))" } ?? "–"
        html += "<td class=\"\(band.css)\" title=\"\(card.html): \(band.label)\">\(text)</td>"
      }
      html += "</tr>"
    }
    html += "</tbody></table></div>"
    return ReportCharts.figure(
      "class-grid", title: "\(deck.name.html): each pupil's chance of recall today, card by card",
      note:
        "A row a pupil, a column a card; each cell is the chance of recall in percent (– never answered, L in its learning steps).",
      drawing: html + LearnerSections.recallKey, table: nil)
  }
}
