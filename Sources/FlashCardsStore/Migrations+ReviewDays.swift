import GRDB

/// Migration v9.1: every memory state and predicted recall replayed again, because the scheduler
/// now counts the days between reviews as review days that begin at 4 a.m. local time (as Anki
/// and fsrs-rs do) instead of as elapsed time. States written by an earlier version followed the
/// old count; left alone, a card's next review would start from them, and the table would no
/// longer equal a replay of the history (which sync relies on). The games are not touched.
extension Migrations {
  static func replayStatesByReviewDay(_ db: Database, progress: (_ done: Int, _ total: Int) -> Void) throws {
    try MemoryStates.rebuild(nil, in: db, progress: progress)
  }
}
