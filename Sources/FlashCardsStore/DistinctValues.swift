import GRDB

extension AppDatabase {
  /// The distinct values of an indexed column in order, a seek each: `first` finds the smallest,
  /// `next` the one after its last parameter (bound after `arguments`).
  static func distinctValues(
    first: String, next: String, arguments: [DatabaseValue] = [], in db: Database
  ) throws -> [DatabaseValue] {
    var values: [DatabaseValue] = []
    var found = try DatabaseValue.fetchOne(db.cachedStatement(sql: first), arguments: StatementArguments(arguments))
    while let value = found, !value.isNull {
      values.append(value)
      found = try DatabaseValue.fetchOne(
        db.cachedStatement(sql: next), arguments: StatementArguments(arguments + [value]))
    }
    return values
  }
}
