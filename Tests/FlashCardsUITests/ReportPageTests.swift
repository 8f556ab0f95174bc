import FlashCardsCore
import Foundation
import Testing

@testable import FlashCardsUI

@Suite("the HTML report's page")
struct ReportPageTests {
  /// 2026-11-29 12:00 UTC, day 20,786 since 1970.
  let now = Date(timeIntervalSince1970: 1_795_953_600)
  var today: Int { ReportFacts.day(of: now) }

  func pupil(_ name: String, lastPlayed: Int?, weeks: [(Int, Int)] = [], overdue: Int = 0) -> ReportFacts {
    let cards = (0..<overdue).map {
      ReportFacts.CardState(
        deck: "capitals", direction: .forward, card: "card \($0)", state: .review, stability: 3,
        due: now - 86_400, recall: 0.8)
    }
    return ReportFacts(
      player: name, games: lastPlayed == nil ? 0 : 3, gamesByDay: lastPlayed.map { [$0: 3] } ?? [:],
      weeks: weeks.enumerated().map {
        ReportFacts.Week(
          firstDay: today - 70 + $0.offset * 7, games: 1,
          accuracy: Statistics.Accuracy(cards: $0.element.0, correct: $0.element.1), cardsMet: 5)
      },
      months: [], askedRetention: 0.9, cards: cards, tallies: [], confusions: [])
  }

  @Test func everythingFromAPupilIsEscaped() {
    #expect("<b a='1'>\"&\u{202E}".html == "&lt;b a=&#39;1&#39;&gt;&quot;&amp;\\u{202E}")
    let page = ReportPage.learner(pupil("<script>x</script>", lastPlayed: today), decks: [], now: now, title: "<i>")
    #expect(!page.contains("<script>") && !page.contains("<i>") && page.contains("&lt;i&gt;"))
    var facts = pupil("ann", lastPlayed: today)
    let hostile = "</td><script>alert(1)</script>"
    facts.tallies = [
      Statistics.CardTally(deck: hostile, direction: .forward, card: hostile, expected: hostile, seen: 2, missed: 1)
    ]
    facts.confusions = [
      Statistics.Confusion(deck: hostile, card: hostile, answer: hostile, otherCard: hostile, times: 1)
    ]
    facts.cards = [
      ReportFacts.CardState(
        deck: hostile, direction: .forward, card: hostile, state: .review, stability: 3, due: now, recall: 0.5)
    ]
    for html in [
      ReportPage.learner(facts, decks: [], now: now, title: "ann"),
      ReportPage.teacher([facts], decks: [], now: now, title: "class"),
    ] {
      #expect(!html.contains("<script>") && !html.contains("</td><script"))
      #expect(html.contains("&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    }
  }

  @Test func pupilsWhoNeedAttentionComeFirstWithTheirReasons() {
    let sections = ClassSections(
      pupils: [
        pupil("ann", lastPlayed: today),
        pupil("bo", lastPlayed: today - 10),
        pupil("cy", lastPlayed: today, weeks: [(10, 9), (10, 9), (10, 5), (10, 5)]),
        pupil("di", lastPlayed: today, overdue: 20),
        pupil("ed", lastPlayed: nil),
      ], decks: [], now: now, today: today)
    #expect(sections.flags(sections.pupils[1]) == ["not practised for 10 days"])
    #expect(sections.flags(sections.pupils[2]) == ["accuracy falling"])
    #expect(sections.flags(sections.pupils[3]) == ["20 cards overdue"])
    #expect(sections.flags(sections.pupils[4]) == ["never practised"])
    #expect(sections.flags(sections.pupils[0]).isEmpty)
    let html = sections.html
    let order = ["ed", "bo", "cy", "di", "ann"].map { html.range(of: ">\($0)</a>")?.lowerBound }
    #expect(order.allSatisfy { $0 != nil })
    #expect(zip(order, order.dropFirst()).allSatisfy { $0! < $1! }, "the roster's order")
  }

  @Test func aStatesDeckDrawsAsTheMapAndNewCardsSayNew() {
    let deck = ReportDeck(
      name: "capitals", direction: .forward,
      cards: StateTiles.tiles.map { ReportDeck.Card(shown: $0.state, state: $0.state) })
    var facts = pupil("ann", lastPlayed: today)
    facts.cards = [
      ReportFacts.CardState(
        deck: "capitals", direction: .forward, card: "Texas", state: .review, stability: 30, due: now + 86_400 * 9,
        recall: 0.95),
      ReportFacts.CardState(
        deck: "capitals", direction: .forward, card: "Illinois", state: .learning, stability: 0.2, due: now + 600,
        recall: 1),
    ]
    let page = ReportPage.learner(facts, decks: [deck], now: now, title: "ann")
    // Missed a minute ago, so in its learning steps: not a strong 100%.
    #expect(
      page.contains(
        "<div class=\"tile r-learn\" style=\"grid-row:3;grid-column:6\"><abbr title=\"Illinois\">IL</abbr><small>L</small></div>"
      ))
    #expect(
      page.contains(
        "<div class=\"tile r-high\" style=\"grid-row:8;grid-column:4\"><abbr title=\"Texas\">TX</abbr><small>95%</small></div>"
      ))
    #expect(page.contains("<abbr title=\"Ohio\">OH</abbr><small>new</small>"))
    // Stages: 1 learning, 1 mature, 48 new.
    #expect(
      page.contains(
        "<td>capitals</td><td class=\"n\">48</td><td class=\"n\">1</td><td class=\"n\">0</td><td class=\"n\">1</td>"))
  }
}
