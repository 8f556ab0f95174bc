import GRDB

/// Migration v16: v14's tables of everyone, their queues and their triggers dropped. A teacher's
/// `stats --all-players` sums the players' rows instead (a class of 30 players: a few thousand
/// rows a table), and no write of a player's tally fires a trigger or groups a key again. The
/// indexes v14 put on the players' tables stay: they serve that summing.
///
/// The tables are named here rather than taken from `Migrations.everyonesTallies`, so that this
/// migration stays what it was when it landed whatever becomes of v14's description.
extension Migrations {
  static func dropEveryonesTallies(_ db: Database) throws {
    let sources = ["cardTally", "confusionTally", "calibrationTally", "playedDay", "memoryState"]
    let tables = ["everyoneCardTally", "everyoneConfusion", "everyoneCalibration", "everyoneDay", "everyoneLatest"]
    for source in sources {
      for change in ["added", "changed", "removed"] {
        try db.execute(sql: "DROP TRIGGER IF EXISTS \(source)_everyone_\(change)")
      }
    }
    for table in tables {
      try db.execute(sql: "DROP TABLE IF EXISTS \(table)Regroup")
      try db.execute(sql: "DROP TABLE IF EXISTS \(table)")
    }
  }
}
