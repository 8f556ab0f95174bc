import GRDB

/// Binds values to a statement's parameters in place, one after another, for a statement whose
/// values are many and all known to fit (the card results of a game): GRDB's arguments gather
/// them as an array of existentials, then check and convert each, about 20,000 instructions a
/// card result of 13 values (a quarter of a teacher's receive).
///
///     var binder = ParameterBinder(statement)
///     try binder.bind(id); try binder.bind(name)
///     try statement.execute()
struct ParameterBinder {
  private let statement: Statement
  private var index: CInt = 1

  /// Resets `statement` and clears its bindings; `execute()` then runs it with what is bound here.
  init(_ statement: Statement) {
    // No values, marked as set: `execute()` without arguments then keeps the bindings made here.
    // A cached statement has not failed (GRDB drops a failed one), so its reset succeeds.
    statement.setUncheckedArguments(StatementArguments())
    self.statement = statement
  }

  mutating func bind(_ value: some StatementBinding) throws {
    let code = value.bind(to: statement.sqliteStatement, at: index)
    guard ResultCode(rawValue: code) == .SQLITE_OK else {
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code), message: "cannot bind parameter \(index)", sql: statement.sql)
    }
    index += 1
  }
}
