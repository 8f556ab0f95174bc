import Foundation
import GRDB
import GRDBSQLite

/// A tally table's rows summed by their key columns in Swift, as `GROUP BY` with one `MAX` and
/// `SUM`s would, and in the order `GROUP BY` returns the groups (the keys ascending, as SQLite's
/// BINARY collation orders them).
///
/// Every player's rows (`stats --all-players`) grouped in SQL go through SQLite's sorter: 345 M
/// instructions for the 16,500 card tallies of a 30-player class, 148 M for its 38,700 confusions.
/// Read in the table's own order (each player's keys ascending), they need no sorting and no
/// look-up until the second player's rows begin; one player's rows are each a group of their own.
///
/// Only the plain case is read here: every key and `MAX` column text that `Row` reads as the same
/// bytes (valid UTF-8 without a NUL), every summed value a whole number from 0 to 2⁴⁰ (so that no
/// sum overflows, in SQLite's order of adding or in this one). Anything else gives nil, and the
/// caller runs its SQL, which keeps its own rules (and errors) for it.
struct TallyGroups {
  struct Group {
    /// The key columns' bytes in `bytes`, each followed by a 0 byte (which plain text never
    /// holds): comparing two keys byte by byte compares them column by column, as BINARY does.
    var key: Range<Int>
    /// The largest text of the `MAX` column, by its bytes.
    var largest: Range<Int>
    /// The text of the `carrying` column in the first row that holds `largest`, as SQLite takes a
    /// bare column beside `MAX` from the row the maximum came from.
    var carried: Range<Int>
    var sums: (Int, Int)
  }

  /// The groups' texts, one after another.
  private(set) var bytes: [UInt8] = []
  private(set) var groups: [Group] = []

  /// The largest count `Row.count` reads (2⁴⁰): a larger sum is left to the SQL, whose reading
  /// says what is wrong.
  static let largestCount = 1 << 40

  /// Steps `statement` (already bound) and groups its rows by the columns `keys`, summing the
  /// (at most two) columns `sums`.
  static func read(
    _ statement: Statement, keys: Range<Int32>, largest: Int32, carrying: Int32? = nil, sums: [Int32] = []
  ) throws -> TallyGroups? {
    let rows = try Row.fetchCursor(statement)
    let row = ColumnValues(statement.sqliteStatement)
    var tally = TallyGroups()
    tally.bytes.reserveCapacity(4096)
    // Built once the keys stop ascending: with one player's rows, never.
    var groupOf: [ByteKey: Int]?
    var key = ByteKey(bytes: [])
    key.bytes.reserveCapacity(64)
    while try rows.next() != nil {
      key.bytes.removeAll(keepingCapacity: true)
      for column in keys {
        guard let text = row.plainText(column) else { return nil }
        key.bytes.append(contentsOf: text)
        key.bytes.append(0)
      }
      guard let most = row.plainText(largest) else { return nil }
      var carried = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
      if let carrying {
        guard let text = row.plainText(carrying) else { return nil }
        carried = text
      }
      var values = (0, 0)
      for (slot, column) in sums.enumerated() {
        guard sqlite3_column_type(statement.sqliteStatement, column) == SQLITE_INTEGER else { return nil }
        let value = sqlite3_column_int64(statement.sqliteStatement, column)
        guard (0...Int64(largestCount)).contains(value) else { return nil }
        if slot == 0 { values.0 = Int(value) } else { values.1 = Int(value) }
      }
      if groupOf == nil, let last = tally.groups.last,
        order(tally.bytes[last.key], key.bytes[...]) >= 0
      {
        groupOf = Dictionary(
          uniqueKeysWithValues: tally.groups.indices.map {
            (ByteKey(bytes: Array(tally.bytes[tally.groups[$0].key])), $0)
          })
      }
      if let at = groupOf?[key] {
        let (first, overflow) = tally.groups[at].sums.0.addingReportingOverflow(values.0)
        let (second, overflows) = tally.groups[at].sums.1.addingReportingOverflow(values.1)
        if overflow || overflows { return nil }
        tally.groups[at].sums = (first, second)
        if tally.bytes[tally.groups[at].largest].lexicographicallyPrecedes(most) {
          tally.groups[at].largest = tally.append(most)
          tally.groups[at].carried = tally.append(carried)
        }
      } else {
        groupOf?[key] = tally.groups.count
        tally.groups.append(
          Group(key: tally.append(key.bytes), largest: tally.append(most), carried: tally.append(carried), sums: values)
        )
      }
    }
    if groupOf != nil {
      let bytes = tally.bytes
      tally.groups.sort { order(bytes[$0.key], bytes[$1.key]) < 0 }
    }
    return tally
  }

  private mutating func append(_ text: some Collection<UInt8>) -> Range<Int> {
    let start = bytes.count
    bytes.append(contentsOf: text)
    return start..<bytes.count
  }

  /// The bytes of key column `column` of group `group`.
  func field(_ group: Int, _ column: Int) -> ArraySlice<UInt8> {
    var start = groups[group].key.lowerBound
    for _ in 0..<column {
      start = (bytes[start...].firstIndex(of: 0) ?? start) + 1
    }
    return bytes[start..<(bytes[start...].firstIndex(of: 0) ?? start)]
  }

  func text(_ group: Int, _ column: Int) -> String {
    String(decoding: field(group, column), as: UTF8.self)
  }

  func largest(_ group: Int) -> String {
    String(decoding: bytes[groups[group].largest], as: UTF8.self)
  }

  func carried(_ group: Int) -> String {
    String(decoding: bytes[groups[group].carried], as: UTF8.self)
  }

  /// How `a`'s bytes and `b`'s are ordered (negative, 0 or positive), as the BINARY collation orders
  /// text: by `memcmp`, then the shorter first. `lexicographicallyPrecedes` on slices compares a
  /// byte at a time.
  static func order(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Int {
    a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in
        let common = min(x.count, y.count)
        if common > 0, let xs = x.baseAddress, let ys = y.baseAddress {
          let order = memcmp(xs, ys, common)
          if order != 0 { return Int(order) }
        }
        return x.count - y.count
      }
    }
  }

  /// Bytes hashed at once (an array of bytes hashes each byte on its own).
  struct ByteKey: Hashable {
    var bytes: [UInt8]

    func hash(into hasher: inout Hasher) {
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}
