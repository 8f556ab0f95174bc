import GRDB

/// Migration v15: the triggers of v14's tables of everyone only name the keys a write touched, and
/// the end of the write groups those keys again (`EveryonesTallies.regroupQueued`, which every
/// write of this store already ran for the keys v14's triggers could not follow).
///
/// v14's triggers followed most changes in place (a count by its difference, a `MAX` up), but
/// every statement that writes a player's tally compiles the triggers it may fire, nested ones
/// too, and a save prepares several, whatever it writes: compiling them (half of it GRDB's
/// authorizer seeing each column they read) was 10 M of the 75 M instructions of a 1-card save
/// into 20M card results. A trigger that queues its key reads only the key. Grouping a key again
/// reads its rows, one a player, through the index v14 added on the key; a save touches a few
/// dozen keys.
///
/// The tables themselves, their indexes and the queues are v14's; so is what a reader does when a
/// queue is not empty (sqlite3 wrote since the last write of this store): it reads the players'
/// rows.
extension Migrations {
  static func queueEveryonesTallies(_ db: Database) throws {
    for tally in everyonesTallies {
      try db.execute(sql: tally.queueingTriggers)
    }
  }
}

extension Migrations.EveryonesTally {
  /// v14's triggers dropped, and triggers that queue the keys of the rows written in their place
  /// (the old key too, when an update moved a row to another).
  var queueingTriggers: String {
    let moved = key.map { "OLD.\($0) IS NEW.\($0)" }.joined(separator: " AND ")
    return """
      DROP TRIGGER \(source)_everyone_added;
      DROP TRIGGER \(source)_everyone_changed;
      DROP TRIGGER \(source)_everyone_removed;
      CREATE TRIGGER \(source)_everyone_added AFTER INSERT ON \(source) BEGIN
        INSERT INTO \(queue) VALUES (\(keyOf("NEW")));
      END;
      CREATE TRIGGER \(source)_everyone_changed AFTER UPDATE OF \(watched) ON \(source) BEGIN
        INSERT INTO \(queue) VALUES (\(keyOf("NEW")));
        INSERT INTO \(queue) SELECT \(keyOf("OLD")) WHERE NOT (\(moved));
      END;
      CREATE TRIGGER \(source)_everyone_removed AFTER DELETE ON \(source) BEGIN
        INSERT INTO \(queue) VALUES (\(keyOf("OLD")));
      END;
      """
  }
}
