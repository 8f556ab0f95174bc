import FlashCardsStore
import Foundation
import Synchronization

/// Says on standard error how far an upgrade's long steps have gone, so that they do not look like
/// a hang: replaying a big history's answers into review schedules (millions of card results take
/// seconds); and, once they have taken more than a second, deriving the older games' identities,
/// moving the summaries, and counting the games another program wrote.
///
/// One is made for each opening: histories opened side by side (the in-process tests) each keep
/// their own clock, and the steps may report from any thread.
final class UpgradeProgress: Sendable {
  private struct Clock {
    /// When each step that speaks only once it has taken a while began.
    var started: [UpgradeStep: Date] = [:]
    /// The steps that have spoken, and so go on speaking.
    var shown: Set<UpgradeStep> = []
  }

  private let clock = Mutex(Clock())
  private let quietFor: Double

  /// `quietFor`: how long the steps that speak late stay quiet. The tests set
  /// FLASHCARDS_TEST_PROGRESS_AFTER=SECONDS to hear them sooner than a second.
  init(
    quietFor: Double = ProcessInfo.processInfo.environment["FLASHCARDS_TEST_PROGRESS_AFTER"].flatMap(Double.init) ?? 1
  ) {
    self.quietFor = quietFor
  }

  func report(step: UpgradeStep, done: Int, total: Int) {
    switch step {
    case .gameIdentities:
      guard hasTakenAWhile(step, done: done) else { return }
      Self.show("Giving your older games their identities", done: done, of: total, counted: "games")
    case .reviewSchedules:
      guard total >= 500_000 else { return }
      Self.show("Building review schedules from your history", done: done, of: total, counted: "answers")
    case .summaries:
      guard hasTakenAWhile(step, done: done) else { return }
      Self.show("Moving your history's summaries", done: done, of: total, counted: "steps")
    case .handWrittenGames:
      guard hasTakenAWhile(step, done: done) else { return }
      Self.show("Counting the games another program wrote", done: done, of: total, counted: "games and answers")
    }
  }

  /// Whether `step` has gone on for `quietFor` seconds since it reported 0 done (or spoke already).
  func hasTakenAWhile(_ step: UpgradeStep, done: Int, now: Date = Date()) -> Bool {
    clock.withLock { clock in
      if done == 0 { clock.started[step] = now }
      guard clock.shown.contains(step) || now.timeIntervalSince(clock.started[step] ?? now) >= quietFor else {
        return false
      }
      clock.shown.insert(step)
      return true
    }
  }

  private static func show(_ step: String, done: Int, of total: Int, counted: String) {
    let percent = total == 0 ? 100 : Int((Double(done) / Double(total) * 100).rounded(.down))
    let end = done >= total ? "\n" : "\r"
    StandardError.write("\(step): \(percent)% of \(total) \(counted)\(end)")
  }
}
