import GRDB

extension RawRepresentable where RawValue == String {
  /// The value a column holds, or an error naming it (the schema's CHECK constraints keep it valid).
  static func from(_ text: String) throws -> Self {
    guard let value = Self(rawValue: text) else {
      throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "unexpected value '\(text)'")
    }
    return value
  }
}
