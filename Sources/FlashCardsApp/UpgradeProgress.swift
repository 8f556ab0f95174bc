import FlashCardsStore
import Foundation

/// Says on standard error how far an upgrade's long steps have gone, so that they do not look like
/// a hang: replaying a big history's answers into review schedules (millions of card results take
/// seconds), and deriving the older games' identities once that has taken more than a second.
enum UpgradeProgress {
  nonisolated(unsafe) private static var identitiesStarted = Date()
  nonisolated(unsafe) private static var identitiesShown = false

  /// For the tests only: FLASHCARDS_TEST_PROGRESS_AFTER=SECONDS shows the identities' progress
  /// after that long instead of a second.
  private static let identitiesQuietFor =
    ProcessInfo.processInfo.environment["FLASHCARDS_TEST_PROGRESS_AFTER"].flatMap(Double.init) ?? 1

  @Sendable static func report(step: UpgradeStep, done: Int, total: Int) {
    switch step {
    case .gameIdentities:
      if done == 0 { identitiesStarted = Date() }
      guard identitiesShown || Date().timeIntervalSince(identitiesStarted) >= identitiesQuietFor else { return }
      identitiesShown = true
      show("Giving your older games their identities", done: done, of: total, counted: "games")
    case .reviewSchedules:
      guard total >= 500_000 else { return }
      show("Building review schedules from your history", done: done, of: total, counted: "answers")
    }
  }

  private static func show(_ step: String, done: Int, of total: Int, counted: String) {
    let percent = total == 0 ? 100 : Int((Double(done) / Double(total) * 100).rounded(.down))
    let end = done >= total ? "\n" : "\r"
    StandardError.write("\(step): \(percent)% of \(total) \(counted)\(end)")
  }
}
