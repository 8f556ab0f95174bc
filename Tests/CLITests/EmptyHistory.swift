import Testing

extension Sandbox {
  /// Creates an empty history at `database` with the binary: a game with no answer saves
  /// nothing but creates the file (`history delete` no longer creates a missing history).
  func createEmptyHistory(_ database: String) async throws {
    let created = try await run(["--db", database, "play", "capitals", "--count", "1"])
    #expect(created.status == 0 && created.stdout.contains("nothing was saved"), "\(created)")
  }
}
