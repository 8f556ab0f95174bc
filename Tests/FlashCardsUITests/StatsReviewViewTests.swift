import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

/// The review part of `stats` on fixed data: the new cards beside the others, and the calibration table.
@Suite("The stats screen's review sections")
struct StatsReviewViewTests {
  static let now = Date(timeIntervalSince1970: 1_767_261_600)  // 2026-01-01 10:00 UTC

  /// 3 answers predicted 50–60% (1 right), none at 70–80%, 8 at 85% (7 right), 20 at 92% (19), 4 at 99% (4).
  static let calibration = Calibration(
    [(0.5, false), (0.55, true), (0.6, false)] + Array(repeating: (0.85, true), count: 7) + [(0.85, false)]
      + Array(repeating: (0.92, true), count: 19) + [(0.92, false)] + Array(repeating: (0.99, true), count: 4)
  )

  static var outlook: ReviewOutlook {
    let memory = MemoryState(
      state: .review, step: nil, stability: 30, difficulty: 5, due: now + 20 * 86_400, lastReview: now - 10 * 86_400,
      reviews: 4, lapses: 0)
    let state = StoredMemoryState(
      item: ReviewItem(player: "ann", deck: "capitals", direction: .forward, card: "Texas"), memory: memory,
      firstReview: now - 40 * 86_400)
    return ReviewOutlook([state], new: 49, now: now, timeZone: TimeZone(identifier: "UTC") ?? .current)
  }

  func view(_ style: TextStyle) throws -> StatsView {
    StatsView(
      stats: try FixedHistory.statistics(), deck: nil, style: style, outlook: Self.outlook,
      calibration: Self.calibration)
  }

  @Test func theTableShowsNewCardsAndRecallPredictedAgainstMeasured() throws {
    let lines = try view(.plain).renderTable()
    #expect(lines.contains("Cards: 49 new · 0 learning · 0 young · 1 mature (21 days or more)"))
    let start = try #require(lines.firstIndex { $0.hasPrefix("Recall, predicted and measured") })
    #expect(
      Array(lines[start...].prefix(7)) == [
        "Recall, predicted and measured (last 30 days' answers after a card's first)",
        "  PREDICTED  ANSWERS  MEAN PREDICTED  MEASURED",
        "  <70%             3             55%       33%",
        "  70–80%           0               —         —",
        "  80–90%           8             85%       88%",
        "  90–95%          20             92%       95%",
        "  ≥95%             4             99%      100%",
      ])
  }

  @Test(arguments: [TextStyle.plain, .colored])
  func everyLineFitsIn80Columns(style: TextStyle) throws {
    let lines = try view(style).renderTable()
    for line in lines { #expect(line.columns <= 80, "\(line.columns) columns: \(line)") }
    #expect(lines.map(\.withoutColor) == (try view(.plain).renderTable()))
    if style == .colored {
      #expect(
        lines.contains(
          "\u{1B}[1mRecall, predicted and measured\u{1B}[0m\u{1B}[2m (last 30 days' answers after a card's first)\u{1B}[0m"
        ))
    }
  }

  @Test func noAnswerWithAPredictionShowsNoCalibration() throws {
    let view = StatsView(
      stats: try FixedHistory.statistics(), deck: nil, style: .plain, calibration: Calibration([]))
    #expect(!view.renderTable().contains { $0.hasPrefix("Recall") })
  }

  @Test func jsonHasTheBucketsAndTheNewCards() throws {
    let json = try #require(try parseJSON(view(.plain).renderJSON()) as? [String: Any])
    let buckets = try #require((json["calibration"] as? [String: Any])?["buckets"] as? [[String: Any]])
    #expect(buckets.compactMap { $0["from"] as? Double } == [0, 0.7, 0.8, 0.9, 0.95])
    #expect(buckets.compactMap { $0["answers"] as? Int } == [3, 0, 8, 20, 4])
    #expect(abs((buckets[2]["meanPredicted"] as? Double ?? 0) - 0.85) < 1e-12)
    #expect(buckets[2]["measured"] as? Double == 0.875 && buckets[2]["right"] as? Int == 7)
    #expect(buckets[1]["meanPredicted"] == nil)
    #expect((json["review"] as? [String: Any])?["new"] as? Int == 49)
  }
}
