import Foundation
import TestSupport

/// Rows a mischievous pupil could have stored on an older server, which checked nothing: written
/// here as the server's superuser, with the newer servers' checks out of the way (their CHECK
/// constraints dropped, triggers off for the session), as they stand on such a server.
extension SyncServer {
  /// Drops every CHECK constraint of the schema's tables and domains: the server as an older
  /// version left it.
  func withoutServerChecks() throws {
    try server.admin(
      """
      DO $$
      DECLARE r record;
      BEGIN
        FOR r IN SELECT c.conrelid::regclass AS t, c.conname FROM pg_constraint c
          JOIN pg_class k ON k.oid = c.conrelid JOIN pg_namespace n ON n.oid = k.relnamespace
          WHERE n.nspname = 'flashcards' AND c.contype = 'c' LOOP
          EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.t, r.conname);
        END LOOP;
        FOR r IN SELECT c.contypid::regtype AS d, c.conname FROM pg_constraint c
          JOIN pg_type y ON y.oid = c.contypid JOIN pg_namespace n ON n.oid = y.typnamespace
          WHERE n.nspname = 'flashcards' AND c.contype = 'c' LOOP
          EXECUTE format('ALTER DOMAIN %s DROP CONSTRAINT %I', r.d, r.conname);
        END LOOP;
      END $$;
      """, database: database)
  }

  /// Runs `sql` as the superuser with the schema's triggers off: rows as psql wrote them.
  func asOlderServer(_ sql: String) throws {
    try server.admin("SET session_replication_role = replica;\n" + sql, database: database)
  }

  /// A game of `player`: its columns as given, one card whose columns are `card` (SQL).
  func insertGame(
    of player: String, id: String = UUID().uuidString.lowercased(), mode: String = "'play'",
    direction: String = "'forward'", playedAt: String = "now()", milliseconds: String = "1000",
    retryOf: String = "NULL", cards: String = SyncServer.card()
  ) throws {
    try asOlderServer(
      """
      INSERT INTO flashcards.games
        (player, id, mode, deck, direction, played_at, milliseconds, ended_early, retry_of, cards)
      VALUES ('\(player)', '\(id)', \(mode), 'capitals', \(direction), \(playedAt), \(milliseconds), false,
        \(retryOf), \(cards));
      """)
  }

  /// One card's array (SQL) with the verdict, correctness, time and answer given.
  static func card(
    verdict: String = "'exact'", correct: String = "true", milliseconds: String = "900", answer: String = "'Austin'"
  ) -> String {
    """
    ARRAY[ROW(1, 'Texas', 'Austin', \(answer), \(verdict), \(correct), NULL, \(milliseconds), NULL,
      NULL)::flashcards.card_result]
    """
  }
}
