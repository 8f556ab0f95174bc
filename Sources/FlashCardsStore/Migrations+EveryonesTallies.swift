import GRDB

/// Migration v14: everyone's tallies, beside each player's, so that `stats --all-players` reads a
/// row per card, confusion, day or calibration bucket rather than summing every player's rows
/// (718 M instructions for a 30-player class at 20M card results, 27% of it the confusions).
///
/// Each table is its source grouped by the source's key without the player, with the aggregates
/// the readers ran on the players' rows (`MAX`, `MIN`, a bare column beside `MAX`, sums). v14's
/// triggers (v15 replaces them by triggers that only queue: Migrations+EveryonesQueue.swift)
/// on the source follow whoever writes the players' rows (the card results' triggers, a receive's
/// upserts, a replay, sqlite3 by hand):
/// - a row of a key no one had goes in as it is;
/// - a change the aggregates can follow moves them: a count by its difference, a `MAX` up to the
///   new value (or not at all when neither the old value nor the new one was the largest; or down
///   to it when no other player has a row of the key);
/// - anything else (a key or a largest value given up, a value that is no count, a row missing)
///   names the key in a queue table (`…Regroup`), and the key's rows are grouped again at the end
///   of the transaction that wrote them (`EveryonesTallies.regroupQueued`, every write of this
///   store), through an index on the key. A reader that finds the queue not empty (sqlite3 wrote
///   since) reads the players' rows.
///
/// The grouping is not in the triggers: every statement that writes a source compiles the
/// triggers it may fire, nested ones too, and a save prepares several (with it there, 30 M
/// instructions more a save, most of them GRDB's authorizer seeing each column the triggers read).
/// The queue has no key: an `OR IGNORE` in a trigger takes the conflict rule of the statement that
/// fired it, and an upsert's is no `IGNORE`.
///
/// A sum is the exact sum when every player's value is a whole number from 0 to 2⁵⁰, and NULL
/// otherwise (text or a fraction another program wrote, a huge number): a reader that meets a
/// NULL reads the players' rows, as before, with SQLite's own rules for such values. It is added
/// in two halves with `TOTAL`, which never fails: `SUM` fails on an overflow, and a save whose
/// trigger fails would not be saved.
extension Migrations {
  struct EveryonesTally {
    /// How a kept column follows the source's column of the same name.
    enum Kept {
      case largest
      case smallest
      /// Taken from the row of the largest `of` (of equal ones, the first in the index's order).
      case besideLargest(of: String)
    }

    var table: String
    var source: String
    /// The source's key without the player.
    var key: [String]
    var kept: [(column: String, kind: Kept)] = []
    var sums: [String] = []
    /// The index on the source's key that grouping one key again needs, unless one exists.
    var index: String?
    /// Whether the source is written with `INSERT OR REPLACE`, whose replaced row fires no
    /// trigger: an inserted row then moves only a bare column's `MAX`, when it is larger.
    var replaced = false

    var columns: [String] { key + kept.map(\.column) + sums }
    var queue: String { table + "Regroup" }

    private var keyList: String { key.joined(separator: ", ") }

    /// The grouping, the same in the migration's fill and in `regroupQueued`.
    private var aggregates: String {
      let kept = kept.map { column, kind in
        switch kind {
        case .largest: "MAX(\(column))"
        case .smallest: "MIN(\(column))"
        case .besideLargest: column
        }
      }
      return (key + kept + sums.map(Self.exactSum)).joined(separator: ", ")
    }

    func keyOf(_ row: String) -> String {
      key.map { "\(row).\($0)" }.joined(separator: ", ")
    }

    private func matching(_ row: String) -> String {
      key.map { "\($0) = \(row).\($0)" }.joined(separator: " AND ")
    }

    /// The largest values a bare column goes with.
    private var ofBare: Set<String> {
      Set(kept.compactMap { if case .besideLargest(let of) = $0.kind { of } else { nil } })
    }

    /// When a row changed from OLD to NEW, whether the table's row can follow (`when`) and how
    /// (`set`).
    private var followed: (when: String, set: String) {
      var when = key.map { "OLD.\($0) IS NEW.\($0)" }
      var set: [String] = []
      // No other player has a row of the key: the changed row is the group (checked last: a
      // search of the source's index).
      let alone = "NOT EXISTS (SELECT 1 FROM \(source) WHERE \(matching("NEW")) AND player IS NOT NEW.player)"
      for (column, kind) in kept {
        let (old, new) = ("OLD.\(column)", "NEW.\(column)")
        switch kind {
        case .largest where ofBare.contains(column):
          // Strictly: of equal largest values, the bare column's is the first player's.
          when.append("(\(new) > \(column) OR (\(old) < \(column) AND \(new) < \(column)))")
          set.append("\(column) = max(\(column), \(new))")
        case .largest:
          let follows = "\(new) >= \(column) OR \(old) < \(column)"
          when.append("(\(follows) OR \(alone))")
          set.append("\(column) = CASE WHEN \(follows) THEN max(\(column), \(new)) ELSE \(new) END")
        case .smallest:
          let follows = "\(new) <= \(column) OR \(old) > \(column)"
          when.append("(\(follows) OR \(alone))")
          set.append("\(column) = CASE WHEN \(follows) THEN min(\(column), \(new)) ELSE \(new) END")
        case .besideLargest(let of):
          set.append("\(column) = CASE WHEN NEW.\(of) > \(of) THEN \(new) ELSE \(column) END")
        }
      }
      // Every old and new count plain, in three tests rather than three each (each column a
      // trigger reads costs its compiling, in every statement that may fire it).
      let counts = sums.flatMap { ["OLD.\($0)", "NEW.\($0)"] }
      if !counts.isEmpty {
        let list = counts.joined(separator: ", ")
        when += [
          "\(counts.map { "typeof(\($0))" }.joined(separator: " || ")) = '\(String(repeating: "integer", count: counts.count))'",
          "min(\(list), 0) = 0 AND max(\(list), 0) <= \(Self.largest)",
        ]
      }
      for sum in sums {
        set.append("\(sum) = \(sum) + (NEW.\(sum) - OLD.\(sum))")
      }
      return (when.joined(separator: " AND "), set.joined(separator: ", "))
    }

    /// The columns whose update moves everyone's row.
    var watched: String {
      (["player"] + key + kept.map(\.column) + sums).uniqued().joined(separator: ", ")
    }

    /// The table, filled; the index; the queue and the triggers (v14's, which v15 replaces).
    var schema: String {
      let newRow =
        key.map { "NEW.\($0)" } + kept.map { "NEW.\($0.column)" }
        + sums.map { "CASE WHEN \(Self.plain("NEW.\($0)")) THEN NEW.\($0) END" }
      // After a row inserted over one it replaced, only a larger value of a bare column's `MAX`
      // is known to be everyone's (`changes()` in a trigger: the rows its statement before changed).
      let replacedRow =
        replaced
        ? ofBare.map { of in
          let set = kept.map { column, kind in
            if case .besideLargest = kind {
              "\(column) = NEW.\(column)"
            } else {
              "\(column) = max(\(column), NEW.\(column))"
            }
          }
          return "UPDATE \(table) SET \(set.joined(separator: ", ")) WHERE \(matching("NEW")) AND NEW.\(of) > \(of);"
        }.joined(separator: "\n")
        : ""
      return """
        CREATE TABLE \(table) (\(columns.joined(separator: ", ")), PRIMARY KEY (\(keyList))) WITHOUT ROWID;
        \(index.map { "CREATE INDEX \($0) ON \(source) (\(keyList));" } ?? "")
        INSERT INTO \(table) (\(columns.joined(separator: ", "))) SELECT \(aggregates) FROM \(source) GROUP BY \(keyList);
        CREATE TABLE \(queue) (\(keyList));
        CREATE TRIGGER \(source)_everyone_added AFTER INSERT ON \(source) BEGIN
          INSERT INTO \(table) (\(columns.joined(separator: ", "))) SELECT \(newRow.joined(separator: ", "))
            WHERE NOT EXISTS (SELECT 1 FROM \(table) WHERE \(matching("NEW")));
          \(replacedRow)
          INSERT INTO \(queue) SELECT \(keyOf("NEW")) WHERE changes() = 0;
        END;
        CREATE TRIGGER \(source)_everyone_changed AFTER UPDATE OF \(watched) ON \(source) BEGIN
          UPDATE \(table) SET \(followed.set) WHERE \(matching("NEW")) AND \(followed.when);
          INSERT INTO \(queue) SELECT \(keyOf("NEW")) WHERE changes() = 0;
          INSERT INTO \(queue) SELECT \(keyOf("OLD")) WHERE NOT (\(key.map { "OLD.\($0) IS NEW.\($0)" }.joined(separator: " AND ")));
        END;
        CREATE TRIGGER \(source)_everyone_removed AFTER DELETE ON \(source) BEGIN
          INSERT INTO \(queue) VALUES (\(keyOf("OLD")));
        END;
        """
    }

    /// Groups the queued keys' rows again and empties the queue.
    var regroupQueued: [String] {
      let queued = "(\(keyList)) IN (SELECT \(keyList) FROM \(queue))"
      return [
        "DELETE FROM \(table) WHERE \(queued)",
        """
        INSERT INTO \(table) (\(columns.joined(separator: ", ")))
          SELECT \(aggregates) FROM \(source) WHERE \(queued) GROUP BY \(keyList)
        """,
        "DELETE FROM \(queue)",
      ]
    }

    /// Whether `value` is a count a sum takes as it is.
    static func plain(_ value: String) -> String {
      "typeof(\(value)) = 'integer' AND \(value) BETWEEN 0 AND \(largest)"
    }

    /// 2⁵⁰: the largest count a sum takes as it is.
    static let largest = 1_125_899_906_842_624

    /// The sum of `column` over a group, or NULL unless every value is a whole number from 0 to
    /// `largest` (and the group holds fewer than 2²⁰ rows): the high and low 20 bits summed apart,
    /// each exactly as a double.
    static func exactSum(_ column: String) -> String {
      """
      CASE WHEN MIN(\(plain(column))) AND COUNT(*) < 1048576 \
      THEN CAST(TOTAL(\(column) >> 20) AS INTEGER) * 1048576 + CAST(TOTAL(\(column) & 1048575) AS INTEGER) END
      """
    }
  }

  static let everyonesTallies = [
    EveryonesTally(
      table: "everyoneCardTally", source: "cardTally", key: ["deck", "direction", "card"],
      kept: [("expected", .largest)], sums: ["seen", "missed"], index: "cardTally_by_card"),
    EveryonesTally(
      table: "everyoneConfusion", source: "confusionTally", key: ["deck", "card", "confusedWith"],
      kept: [("answer", .largest)], sums: ["times"], index: "confusionTally_by_card"),
    EveryonesTally(
      table: "everyoneCalibration", source: "calibrationTally", key: ["deck", "day", "bucket"],
      sums: ["answers", "predictedUnits", "\"right\""], index: "calibrationTally_by_day"),
    // The first and last game of each day over the players (`playedDay_by_deck` is on its key).
    EveryonesTally(
      table: "everyoneDay", source: "playedDay", key: ["deck", "day"],
      kept: [("firstAt", .smallest), ("lastAt", .largest)]),
    // Each card's latest answer, and whose it was. A save writes its states with `INSERT OR
    // REPLACE`.
    EveryonesTally(
      table: "everyoneLatest", source: "memoryState", key: ["deck", "direction", "card"],
      kept: [("lastReview", .largest), ("player", .besideLargest(of: "lastReview"))], index: "memoryState_by_card",
      replaced: true),
  ]

  static func addEveryonesTallies(_ db: Database) throws {
    for tally in everyonesTallies {
      try db.execute(sql: tally.schema)
    }
  }
}

extension Array where Element: Hashable {
  fileprivate func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
