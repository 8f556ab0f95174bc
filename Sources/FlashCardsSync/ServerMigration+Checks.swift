import FlashCardsCore

extension ServerMigration {
  /// Version 3: the server refuses what no FlashCards could have written, and no player's rows,
  /// roles or locks reach anyone else's sync (issue 37).
  ///
  /// - Times, milliseconds, choices and deck sizes are CHECK constraints; the verdicts, modes and
  ///   directions (`flashcards.known_values`) and the limits an admin can raise
  ///   (`flashcards.limits`) are checked by statement triggers owned by the schema's owner, once
  ///   a statement over its rows. Rows stored before stay (NOT VALID): a receive holds back what
  ///   a history cannot take.
  /// - A game id is the whole server's (`flashcards.game_ids`); a retry or a deletion names only
  ///   its player's games.
  /// - Settings are insert-only for players: UPDATE let a player `LOCK TABLE` them in any mode.
  /// - Every policy asks that the session's login is the role acting, so `SET ROLE` to a group
  ///   role reads and writes nothing; rows stored under the group roles' names are removed.
  /// - Each login holds at most `connections_per_login` sessions.
  static let checks = ServerMigration(
    version: 3, description: "the server checks what it stores; limits, game ids, connection limits",
    sql: """
      \(ServerRules.limitsTable)

      CREATE TABLE flashcards.known_values (
        kind text NOT NULL,
        value text NOT NULL,
        PRIMARY KEY (kind, value)
      );
      \(ServerRules.knownValuesInsert)

      DELETE FROM flashcards.games WHERE player IN ('flashcards_player', 'flashcards_teacher');
      DELETE FROM flashcards.tombstones WHERE player IN ('flashcards_player', 'flashcards_teacher');
      DELETE FROM flashcards.settings WHERE player IN ('flashcards_player', 'flashcards_teacher');
      DELETE FROM flashcards.decks WHERE player IN ('flashcards_player', 'flashcards_teacher');

      -- Whose each game id is: the first to store it keeps it, deleted or not. Ids two players
      -- already share stay with the one who stored theirs first.
      CREATE TABLE flashcards.game_ids (
        id uuid PRIMARY KEY,
        player text NOT NULL
      );
      INSERT INTO flashcards.game_ids (id, player)
      SELECT DISTINCT ON (id) id, player
      FROM (SELECT id, player, txid FROM flashcards.games
            UNION ALL SELECT game_id, player, txid FROM flashcards.tombstones) stored
      ORDER BY id, txid, player;

      -- The games each player stored by the day (UTC) they were played: a row a statement, never
      -- updated, so that two sends of one player never wait for each other's counts.
      CREATE TABLE flashcards.games_per_day (
        player text NOT NULL,
        day date NOT NULL,
        games int NOT NULL
      );
      CREATE INDEX games_per_day_by_player ON flashcards.games_per_day (player, day);
      INSERT INTO flashcards.games_per_day (player, day, games)
      SELECT player, (played_at AT TIME ZONE 'UTC')::date, count(*) FROM flashcards.games GROUP BY 1, 2;

      ALTER TABLE flashcards.games
        ADD CONSTRAINT played_at_in_range CHECK (\(ServerRules.timeCheck("played_at"))) NOT VALID,
        ADD CONSTRAINT milliseconds_in_range CHECK (\(ServerRules.millisecondsCheck)) NOT VALID,
        ADD CONSTRAINT choices_in_range
          CHECK (\(ServerRules.rangeCheck("choices", SyncRules.choices, nullAllowed: true))) NOT VALID,
        ADD CONSTRAINT deck_cards_in_range
          CHECK (\(ServerRules.rangeCheck("deck_cards", SyncRules.deckCards, nullAllowed: true))) NOT VALID;
      ALTER TABLE flashcards.tombstones
        ADD CONSTRAINT deleted_at_in_range CHECK (\(ServerRules.timeCheck("deleted_at"))) NOT VALID;
      ALTER TABLE flashcards.settings
        ADD CONSTRAINT changed_at_in_range CHECK (\(ServerRules.timeCheck("changed_at"))) NOT VALID;
      ALTER TABLE flashcards.decks
        ADD CONSTRAINT imported_at_in_range CHECK (\(ServerRules.timeCheck("imported_at"))) NOT VALID;

      \(ServerChecksSQL.gameCheck)
      \(ServerChecksSQL.otherChecks)
      \(ServerChecksSQL.rolesAndPolicies)
      """)
}
