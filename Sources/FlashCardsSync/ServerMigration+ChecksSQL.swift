import FlashCardsCore

/// The triggers, privileges and policies of `ServerMigration.checks`.
enum ServerChecksSQL {
  /// What a statement inserting games is refused for: one line naming the game and the value,
  /// the value cut to 40 characters. Checked once a statement over the inserted rows (a trigger
  /// a row made sending 5 million card results slower), as the schema's owner: the limits, the
  /// game ids and the day counts are not the player's to read or change.
  static let gameCheck = #"""
    CREATE FUNCTION flashcards.check_new_games() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, flashcards AS $$
    DECLARE
      lim flashcards.limits;
      verdicts text[] := ARRAY(SELECT value FROM flashcards.known_values WHERE kind = 'verdict');
      recalled text[] := ARRAY(SELECT value FROM flashcards.known_values WHERE kind = 'recalled verdict');
      modes text[] := ARRAY(SELECT value FROM flashcards.known_values WHERE kind = 'mode');
      directions text[] := ARRAY(SELECT value FROM flashcards.known_values WHERE kind = 'direction');
      inserted bigint;
      fault text;
    BEGIN
      SELECT * INTO lim FROM flashcards.limits;
      SELECT count(*) INTO inserted FROM new_games;
      IF inserted > lim.games_per_day THEN
        RAISE EXCEPTION 'one statement adds % games; the server takes at most % a day (flashcards.limits games_per_day)',
          inserted, lim.games_per_day USING ERRCODE = 'program_limit_exceeded';
      END IF;
      SELECT format('game %s: %s', g.id, CASE
          WHEN g.mode <> ALL (modes) THEN format('mode %s is not one FlashCards knows', quote_literal(left(g.mode, 40)))
          WHEN g.direction <> ALL (directions)
            THEN format('direction %s is not one FlashCards knows', quote_literal(left(g.direction, 40)))
          WHEN octet_length(g.deck) > lim.text_bytes
            THEN format('its deck name has %s bytes, over the limit of %s (text_bytes)', octet_length(g.deck), lim.text_bytes)
          WHEN cardinality(g.cards) > lim.cards_per_game
            THEN format('it has %s cards, over the limit of %s (cards_per_game)', cardinality(g.cards), lim.cards_per_game)
          WHEN c.fault IS NOT NULL THEN c.fault
          WHEN coalesce(c.bytes, 0) + octet_length(g.deck) > lim.game_bytes
            THEN format('its texts hold %s bytes, over the limit of %s (game_bytes)',
                        coalesce(c.bytes, 0) + octet_length(g.deck), lim.game_bytes)
          ELSE 'it retries a game of another player'
        END)
      INTO fault
      FROM new_games g CROSS JOIN LATERAL (
        SELECT sum(octet_length(x.card) + octet_length(x.expected) + octet_length(x.answer)
                   + coalesce(octet_length(x.confused_with), 0) + coalesce(octet_length(x.deck), 0)) AS bytes,
          min(CASE
            WHEN x.verdict <> ALL (verdicts)
              THEN format('card %s: verdict %s is not one FlashCards knows', x.position, quote_literal(left(x.verdict, 40)))
            WHEN x.correct <> (x.verdict = ANY (recalled))
              THEN format('card %s: correct is %s, which verdict %s contradicts', x.position, x.correct, x.verdict)
            WHEN x.position < 1 OR x.position > lim.cards_per_game
              THEN format('card position %s is outside 1 to %s', x.position, lim.cards_per_game)
            WHEN x.milliseconds NOT BETWEEN 0 AND \#(SyncRules.milliseconds.upperBound)
              THEN format('card %s: %s milliseconds is outside 0 to \#(SyncRules.milliseconds.upperBound)', x.position, x.milliseconds)
            WHEN x.direction IS NOT NULL AND x.direction <> ALL (directions)
              THEN format('card %s: direction %s is not one FlashCards knows', x.position, quote_literal(left(x.direction, 40)))
            WHEN greatest(octet_length(x.card), octet_length(x.expected), octet_length(x.answer),
                          octet_length(x.confused_with), octet_length(x.deck)) > lim.text_bytes
              THEN format('card %s holds a text over the limit of %s bytes (text_bytes)', x.position, lim.text_bytes)
          END) AS fault
        FROM pg_catalog.unnest(g.cards) x
      ) c
      WHERE g.mode <> ALL (modes) OR g.direction <> ALL (directions) OR octet_length(g.deck) > lim.text_bytes
        OR cardinality(g.cards) > lim.cards_per_game OR c.fault IS NOT NULL
        OR coalesce(c.bytes, 0) + octet_length(g.deck) > lim.game_bytes
        OR (g.retry_of IS NOT NULL
            AND EXISTS (SELECT FROM flashcards.game_ids i WHERE i.id = g.retry_of AND i.player <> g.player))
      LIMIT 1;
      IF fault IS NOT NULL THEN
        RAISE EXCEPTION '%', fault USING ERRCODE = 'check_violation';
      END IF;

      INSERT INTO flashcards.game_ids (id, player) SELECT id, player FROM new_games ON CONFLICT (id) DO NOTHING;
      SELECT format('game %s: another player has a game of that id; a game id is the whole server''s', g.id)
      INTO fault
      FROM new_games g JOIN flashcards.game_ids i ON i.id = g.id AND i.player <> g.player LIMIT 1;
      IF fault IS NOT NULL THEN
        RAISE EXCEPTION '%', fault USING ERRCODE = 'unique_violation';
      END IF;

      INSERT INTO flashcards.games_per_day (player, day, games)
      SELECT player, (played_at AT TIME ZONE 'UTC')::date, count(*) FROM new_games GROUP BY 1, 2;
      SELECT format('%s games played on %s, over the limit of %s a day (games_per_day)', sum(d.games), d.day,
                    lim.games_per_day)
      INTO fault
      FROM flashcards.games_per_day d
      WHERE (d.player, d.day) IN (SELECT DISTINCT player, (played_at AT TIME ZONE 'UTC')::date FROM new_games)
      GROUP BY d.player, d.day HAVING sum(d.games) > lim.games_per_day LIMIT 1;
      IF fault IS NOT NULL THEN
        RAISE EXCEPTION '%', fault USING ERRCODE = 'program_limit_exceeded';
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER check_new_games AFTER INSERT ON flashcards.games
      REFERENCING NEW TABLE AS new_games
      FOR EACH STATEMENT EXECUTE FUNCTION flashcards.check_new_games();
    """#

  /// Deletions, settings and decks.
  static let otherChecks = #"""
    CREATE FUNCTION flashcards.check_new_tombstones() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, flashcards AS $$
    DECLARE
      fault text;
    BEGIN
      INSERT INTO flashcards.game_ids (id, player) SELECT game_id, player FROM new_tombstones ON CONFLICT (id) DO NOTHING;
      SELECT format('the deletion of game %s names another player''s game', t.game_id)
      INTO fault
      FROM new_tombstones t JOIN flashcards.game_ids i ON i.id = t.game_id AND i.player <> t.player LIMIT 1;
      IF fault IS NOT NULL THEN
        RAISE EXCEPTION '%', fault USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER check_new_tombstones AFTER INSERT ON flashcards.tombstones
      REFERENCING NEW TABLE AS new_tombstones
      FOR EACH STATEMENT EXECUTE FUNCTION flashcards.check_new_tombstones();

    -- A setting is inserted, never updated by a player: a later change replaces the row (see
    -- setting_last_change_wins, which still decides an UPDATE by the owner).
    CREATE FUNCTION flashcards.setting_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, flashcards AS $$
    DECLARE
      lim flashcards.limits;
      old flashcards.settings;
    BEGIN
      -- Another's row: the policy refuses it after this trigger; touch nothing of theirs.
      IF NEW.player IS DISTINCT FROM session_user THEN
        RETURN NEW;
      END IF;
      SELECT * INTO lim FROM flashcards.limits;
      IF octet_length(NEW.key) > lim.text_bytes THEN
        RAISE EXCEPTION 'a setting''s name has % bytes, over the limit of % (text_bytes)', octet_length(NEW.key),
          lim.text_bytes USING ERRCODE = 'program_limit_exceeded';
      END IF;
      IF octet_length(NEW.value) > lim.setting_bytes THEN
        RAISE EXCEPTION 'setting %: % bytes, over the limit of % (setting_bytes)', quote_literal(left(NEW.key, 40)),
          octet_length(NEW.value), lim.setting_bytes USING ERRCODE = 'program_limit_exceeded';
      END IF;
      SELECT * INTO old FROM flashcards.settings s WHERE s.player = NEW.player AND s.key = NEW.key FOR UPDATE;
      IF FOUND THEN
        IF NEW.changed_at > old.changed_at
          OR (NEW.changed_at = old.changed_at AND NEW.value IS NOT NULL
              AND (old.value IS NULL OR NEW.value COLLATE "C" > old.value COLLATE "C"))
        THEN
          DELETE FROM flashcards.settings s WHERE s.player = NEW.player AND s.key = NEW.key;
        ELSE
          RETURN NULL;
        END IF;
      END IF;
      NEW.txid := pg_catalog.pg_current_xact_id();
      RETURN NEW;
    END
    $$;
    CREATE TRIGGER setting_insert BEFORE INSERT ON flashcards.settings
      FOR EACH ROW EXECUTE FUNCTION flashcards.setting_insert();

    CREATE FUNCTION flashcards.check_new_decks() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, flashcards AS $$
    DECLARE
      lim flashcards.limits;
      fault text;
    BEGIN
      SELECT * INTO lim FROM flashcards.limits;
      SELECT CASE
          WHEN octet_length(d.name) > lim.text_bytes
            THEN format('a deck''s name has %s bytes, over the limit of %s (text_bytes)', octet_length(d.name), lim.text_bytes)
          WHEN octet_length(d.content_hash) > lim.text_bytes
            THEN format('a deck''s hash has %s bytes, over the limit of %s (text_bytes)', octet_length(d.content_hash),
                        lim.text_bytes)
          ELSE format('deck %s has %s bytes, over the limit of %s (deck_bytes)', quote_literal(left(d.name, 40)),
                      octet_length(d.content), lim.deck_bytes)
        END
      INTO fault
      FROM new_decks d
      WHERE octet_length(d.name) > lim.text_bytes OR octet_length(d.content_hash) > lim.text_bytes
        OR octet_length(d.content) > lim.deck_bytes
      LIMIT 1;
      IF fault IS NOT NULL THEN
        RAISE EXCEPTION '%', fault USING ERRCODE = 'program_limit_exceeded';
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER check_new_decks AFTER INSERT ON flashcards.decks
      REFERENCING NEW TABLE AS new_decks
      FOR EACH STATEMENT EXECUTE FUNCTION flashcards.check_new_decks();
    """#
}
