import FlashCardsStore
import Foundation

/// Says on standard error how far an upgrade's long steps have gone, so that they do not look like
/// a hang: replaying a big history's answers into review schedules (millions of card results take
/// seconds); and, once they have taken more than a second, deriving the older games' identities,
/// moving the summaries, and counting the games another program wrote.
enum UpgradeProgress {
  /// When each step that speaks only once it has taken a second began, and whether it spoke.
  nonisolated(unsafe) private static var started: [UpgradeStep: Date] = [:]
  nonisolated(unsafe) private static var shown: Set<UpgradeStep> = []

  /// For the tests only: FLASHCARDS_TEST_PROGRESS_AFTER=SECONDS shows those steps' progress
  /// after that long instead of a second.
  private static let quietFor =
    ProcessInfo.processInfo.environment["FLASHCARDS_TEST_PROGRESS_AFTER"].flatMap(Double.init) ?? 1

  @Sendable static func report(step: UpgradeStep, done: Int, total: Int) {
    switch step {
    case .gameIdentities:
      guard afterASecond(step, done: done) else { return }
      show("Giving your older games their identities", done: done, of: total, counted: "games")
    case .reviewSchedules:
      guard total >= 500_000 else { return }
      show("Building review schedules from your history", done: done, of: total, counted: "answers")
    case .summaries:
      guard afterASecond(step, done: done) else { return }
      show("Moving your history's summaries", done: done, of: total, counted: "steps")
    case .handWrittenGames:
      guard afterASecond(step, done: done) else { return }
      show("Counting the games another program wrote", done: done, of: total, counted: "games and answers")
    }
  }

  /// Whether `step` has gone on for `quietFor` seconds since it reported 0 done (or spoke already).
  private static func afterASecond(_ step: UpgradeStep, done: Int) -> Bool {
    if done == 0 { started[step] = Date() }
    guard shown.contains(step) || Date().timeIntervalSince(started[step] ?? Date()) >= quietFor else { return false }
    shown.insert(step)
    return true
  }

  private static func show(_ step: String, done: Int, of total: Int, counted: String) {
    let percent = total == 0 ? 100 : Int((Double(done) / Double(total) * 100).rounded(.down))
    let end = done >= total ? "\n" : "\r"
    StandardError.write("\(step): \(percent)% of \(total) \(counted)\(end)")
  }
}
