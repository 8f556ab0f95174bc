import FlashCardsStore
import Foundation
import Testing

@testable import FlashCardsApp

/// The upgrade's progress: a slow step speaks once it has taken a while, each opening of a history
/// keeps its own clock, and steps may report from many threads at once (histories opened side by
/// side, as the in-process tests open them).
@Suite("upgrade progress")
struct UpgradeProgressTests {
  @Test func aStepSpeaksOnlyAfterItsQuietTimeAndThenGoesOn() {
    let progress = UpgradeProgress(quietFor: 1)
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    #expect(!progress.hasTakenAWhile(.summaries, done: 0, now: start))
    #expect(!progress.hasTakenAWhile(.summaries, done: 3, now: start.addingTimeInterval(0.5)))
    #expect(progress.hasTakenAWhile(.summaries, done: 5, now: start.addingTimeInterval(1)))
    #expect(
      progress.hasTakenAWhile(.summaries, done: 6, now: start.addingTimeInterval(1)),
      "a step that has spoken goes on speaking")
    #expect(
      !progress.hasTakenAWhile(.gameIdentities, done: 0, now: start.addingTimeInterval(1)),
      "each step has its own clock")
  }

  @Test func eachOpeningHasItsOwnClock() {
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    let first = UpgradeProgress(quietFor: 1)
    _ = first.hasTakenAWhile(.handWrittenGames, done: 0, now: start)
    #expect(first.hasTakenAWhile(.handWrittenGames, done: 1, now: start.addingTimeInterval(2)))

    let second = UpgradeProgress(quietFor: 1)
    #expect(
      !second.hasTakenAWhile(.handWrittenGames, done: 0, now: start.addingTimeInterval(2)),
      "a second opening starts quiet, whatever the first one said")
  }

  @Test func stepsReportedFromManyThreadsAtOnceKeepTheirClocks() async {
    let progress = UpgradeProgress(quietFor: 3_600)
    let steps: [UpgradeStep] = [.gameIdentities, .summaries, .handWrittenGames]
    let spoke = await withTaskGroup(of: Int.self) { group in
      for worker in 0..<8 {
        group.addTask {
          var spoke = 0
          for done in 0..<5_000 {
            let step = steps[(worker + done) % steps.count]
            if progress.hasTakenAWhile(step, done: done % 50) { spoke += 1 }
          }
          return spoke
        }
      }
      return await group.reduce(0, +)
    }
    #expect(spoke == 0, "no step has been going for an hour")
  }
}
