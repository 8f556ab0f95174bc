import GRDB

extension AppDatabase {
  /// Runs `body` in a read transaction; an SQLite error comes back as a `StoreError` naming the file.
  func read<T>(_ body: (Database) throws -> T) throws -> T {
    try AppDatabase.wrap(path ?? AppDatabase.inMemoryPath) { try writer.read(body) }
  }

  /// Runs `body` in a write transaction; an SQLite error comes back as a `StoreError` naming the file.
  func write<T>(_ body: (Database) throws -> T) throws -> T {
    try AppDatabase.wrap(path ?? AppDatabase.inMemoryPath) {
      try writer.write(body)
    }
  }
}
