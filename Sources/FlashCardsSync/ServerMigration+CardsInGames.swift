extension ServerMigration {
  /// Version 2: a game's card results are a column of its row (an array of `card_result`), no
  /// longer rows of their own. Storing 5 million card results as rows cost the server most of a
  /// first sync (a row, an index entry and their WAL each; 4× the array's cost, measured in the
  /// round logs of docs/perf-log/), and a game never changes, so its card results never needed to be
  /// addressed one by one. It also makes "a game never changes" hold by construction: adding a card
  /// result to a sent game would be an UPDATE of the game, which no player may do.
  /// `flashcards.card_results` stays, as a view under the games' row-level security, for reading by
  /// hand.
  static let cardsInGames = ServerMigration(
    version: 2, description: "a game's card results stored in the game's row",
    sql: #"""
      CREATE TYPE flashcards.card_result AS (
        position int,
        card text,
        expected text,
        answer text,
        verdict text,
        correct boolean,
        confused_with text,
        milliseconds int,
        deck text,
        direction text
      );

      -- What the columns of the old table held: every field but the last three present, and each
      -- position once (a history keeps one answer per position).
      CREATE FUNCTION flashcards.card_results_are_whole(cards flashcards.card_result[]) RETURNS boolean
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT coalesce(bool_and(c.position IS NOT NULL AND c.card IS NOT NULL AND c.expected IS NOT NULL
                                   AND c.answer IS NOT NULL AND c.verdict IS NOT NULL AND c.correct IS NOT NULL
                                   AND c.milliseconds IS NOT NULL), true)
               AND count(DISTINCT c.position) = count(*)
        FROM pg_catalog.unnest(cards) c
      $$;
      REVOKE ALL ON FUNCTION flashcards.card_results_are_whole(flashcards.card_result[]) FROM PUBLIC;
      GRANT EXECUTE ON FUNCTION flashcards.card_results_are_whole(flashcards.card_result[]) TO flashcards_player;

      ALTER TABLE flashcards.games ADD COLUMN cards flashcards.card_result[] NOT NULL DEFAULT '{}';
      UPDATE flashcards.games g SET cards = c.cards
      FROM (
        SELECT player, game_id,
               array_agg(ROW(position, card, expected, answer, verdict, correct, confused_with, milliseconds, deck,
                             direction)::flashcards.card_result ORDER BY position) AS cards
        FROM flashcards.card_results GROUP BY player, game_id
      ) c
      WHERE g.player = c.player AND g.id = c.game_id;
      ALTER TABLE flashcards.games ADD CONSTRAINT card_results_are_whole
        CHECK (flashcards.card_results_are_whole(cards));

      -- A receive reads a player's games in transaction order and each game's cards in their
      -- order: with the games of a transaction in play order in the index too, the server sorts
      -- no more than one game's cards at a time.
      DROP INDEX flashcards.games_by_player_txid;
      CREATE INDEX games_by_player_txid ON flashcards.games (player, txid, played_at, id);

      DROP TABLE flashcards.card_results;
      DROP FUNCTION flashcards.card_results_with_their_game();
      DROP TRIGGER delete_card_results_of_deleted_games ON flashcards.games;
      DROP FUNCTION flashcards.delete_card_results_of_deleted_games();

      -- The card results one per row, for reading by hand: security_invoker puts the games'
      -- row-level security between a reader and the rows (a player sees their own, a teacher their
      -- classes'). A view of a function's rows takes no INSERT, UPDATE or DELETE.
      CREATE VIEW flashcards.card_results WITH (security_invoker = true) AS
        SELECT g.player, g.id AS game_id, c.position, c.card, c.expected, c.answer, c.verdict, c.correct,
               c.confused_with, c.milliseconds, c.deck, c.direction
        FROM flashcards.games g, unnest(g.cards) c;
      REVOKE ALL ON flashcards.card_results FROM PUBLIC;
      GRANT SELECT ON flashcards.card_results TO flashcards_player, flashcards_teacher;
      """#)
}
