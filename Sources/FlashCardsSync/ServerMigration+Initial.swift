extension ServerMigration {
  /// Version 1: who plays and teaches, the synced tables, and the rules that hold against any
  /// client (psql included): each player reads and writes only their own rows, a teacher reads
  /// those of the players in their classes and changes nothing, a game never changes, a deleted
  /// game never comes back, and the cursor column is the server's. See docs/ARCHITECTURE.md.
  static let initial = ServerMigration(
    version: 1, description: "players, teachers, classes, games, deletions, settings and decks",
    sql: #"""
      CREATE SCHEMA flashcards;

      CREATE TABLE flashcards.schema_version (
        version int PRIMARY KEY,
        description text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      );

      -- One row: the server's identity, which a history remembers so that it syncs with one server.
      CREATE TABLE flashcards.server (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX server_has_one_row ON flashcards.server ((true));
      INSERT INTO flashcards.server DEFAULT VALUES;

      -- Each player and teacher is a LOGIN role of the same name (at most 63 bytes: PostgreSQL's
      -- limit for a name, beyond which it would cut the role's name short).
      CREATE TABLE flashcards.players (
        name text PRIMARY KEY CHECK (octet_length(name) BETWEEN 1 AND 63)
      );
      CREATE TABLE flashcards.teachers (
        name text PRIMARY KEY CHECK (octet_length(name) BETWEEN 1 AND 63)
      );
      CREATE TABLE flashcards.classes (
        name text PRIMARY KEY CHECK (name <> '')
      );
      CREATE TABLE flashcards.class_players (
        class text REFERENCES flashcards.classes ON DELETE CASCADE,
        player text REFERENCES flashcards.players ON DELETE CASCADE,
        PRIMARY KEY (class, player)
      );
      CREATE INDEX class_players_by_player ON flashcards.class_players (player);
      CREATE TABLE flashcards.class_teachers (
        class text REFERENCES flashcards.classes ON DELETE CASCADE,
        teacher text REFERENCES flashcards.teachers ON DELETE CASCADE,
        PRIMARY KEY (class, teacher)
      );
      CREATE INDEX class_teachers_by_teacher ON flashcards.class_teachers (teacher);

      -- txid: the transaction that wrote the row, set by the server (see the triggers below). A
      -- receiver reads the rows with cursor <= txid < the oldest transaction still running, so a
      -- transaction that commits late is never skipped (sequences are not commit order).
      CREATE TABLE flashcards.games (
        player text NOT NULL DEFAULT current_user,
        id uuid NOT NULL,
        mode text NOT NULL,
        deck text NOT NULL,
        direction text NOT NULL,
        played_at timestamptz NOT NULL,
        milliseconds int NOT NULL,
        ended_early boolean NOT NULL,
        retry_of uuid,
        choices int,
        deck_cards int,
        under_reverse_name boolean NOT NULL DEFAULT false,
        txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
        -- Per player: one player's ids cannot block another's.
        PRIMARY KEY (player, id)
      );
      CREATE INDEX games_by_player_txid ON flashcards.games (player, txid);

      CREATE TABLE flashcards.card_results (
        player text NOT NULL DEFAULT current_user,
        game_id uuid NOT NULL,
        position int NOT NULL,
        card text NOT NULL,
        expected text NOT NULL,
        answer text NOT NULL,
        verdict text NOT NULL,
        correct boolean NOT NULL,
        confused_with text,
        milliseconds int NOT NULL,
        deck text,
        direction text,
        -- No foreign key to games: the trigger card_results_with_their_game checks a whole
        -- statement's rows at once, which made sending 5 million card results a third faster
        -- than a lookup per row; delete_card_results_of_deleted_games stands for ON DELETE CASCADE.
        PRIMARY KEY (player, game_id, position)
      );

      CREATE TABLE flashcards.tombstones (
        player text NOT NULL DEFAULT current_user,
        game_id uuid NOT NULL,
        deleted_at timestamptz NOT NULL,
        deleted_by text NOT NULL DEFAULT session_user,
        txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
        PRIMARY KEY (player, game_id)
      );
      CREATE INDEX tombstones_by_player_txid ON flashcards.tombstones (player, txid);

      -- value NULL: the setting is back to its default.
      CREATE TABLE flashcards.settings (
        player text NOT NULL DEFAULT current_user,
        key text NOT NULL,
        value text,
        changed_at timestamptz NOT NULL,
        txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
        PRIMARY KEY (player, key)
      );
      CREATE INDEX settings_by_player_txid ON flashcards.settings (player, txid);

      CREATE TABLE flashcards.decks (
        player text NOT NULL DEFAULT current_user,
        name text NOT NULL,
        content_hash text NOT NULL,
        content text NOT NULL,
        imported_at timestamptz NOT NULL,
        txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
        PRIMARY KEY (player, name, content_hash)
      );
      CREATE INDEX decks_by_player_txid ON flashcards.decks (player, txid);

      -- The cursor column is the server's: whatever a client sends, it is the writing transaction.
      CREATE FUNCTION flashcards.stamp_txid() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.txid := pg_catalog.pg_current_xact_id();
        RETURN NEW;
      END
      $$;
      CREATE TRIGGER stamp_txid BEFORE INSERT ON flashcards.tombstones
        FOR EACH ROW EXECUTE FUNCTION flashcards.stamp_txid();
      CREATE TRIGGER stamp_txid BEFORE INSERT ON flashcards.decks
        FOR EACH ROW EXECUTE FUNCTION flashcards.stamp_txid();

      -- A deleted game never comes back, in whatever order devices sync: its insert is skipped.
      CREATE FUNCTION flashcards.game_unless_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT FROM flashcards.tombstones t WHERE t.player = NEW.player AND t.game_id = NEW.id) THEN
          RETURN NULL;
        END IF;
        NEW.txid := pg_catalog.pg_current_xact_id();
        RETURN NEW;
      END
      $$;
      CREATE TRIGGER game_unless_deleted BEFORE INSERT ON flashcards.games
        FOR EACH ROW EXECUTE FUNCTION flashcards.game_unless_deleted();

      -- A deletion removes the game and its card results. As the owner: players cannot delete
      -- games themselves (a game deleted without a deletion would come back from another device).
      -- NEW.player is the caller's own name: the row passed the policy's WITH CHECK before.
      CREATE FUNCTION flashcards.delete_tombstoned_game() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, flashcards AS $$
      BEGIN
        DELETE FROM flashcards.games g WHERE g.player = NEW.player AND g.id = NEW.game_id;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER delete_tombstoned_game AFTER INSERT ON flashcards.tombstones
        FOR EACH ROW EXECUTE FUNCTION flashcards.delete_tombstoned_game();

      -- A game never changes: card results arrive with their game, in the transaction that
      -- inserted it, never later, and never without it. Checked once a statement, on the games
      -- of the rows it inserted (as an aggregate: EXISTS made the planner scan games once a game).
      CREATE FUNCTION flashcards.card_results_with_their_game() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        missing bigint;
        earlier bigint;
      BEGIN
        SELECT count(*) FILTER (WHERE g.id IS NULL),
               count(*) FILTER (WHERE g.txid <> pg_catalog.pg_current_xact_id())
        INTO missing, earlier
        FROM (SELECT DISTINCT player, game_id FROM inserted_card_results) c
        LEFT JOIN flashcards.games g ON g.player = c.player AND g.id = c.game_id;
        IF missing > 0 THEN
          RAISE EXCEPTION 'card results need their game: % of the games named are not there', missing
            USING ERRCODE = 'foreign_key_violation';
        END IF;
        IF earlier > 0 THEN
          RAISE EXCEPTION 'a game never changes: card results are added only with their game'
            USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER card_results_with_their_game AFTER INSERT ON flashcards.card_results
        REFERENCING NEW TABLE AS inserted_card_results
        FOR EACH STATEMENT EXECUTE FUNCTION flashcards.card_results_with_their_game();

      -- A deleted game's card results go with it (ON DELETE CASCADE, once a statement).
      CREATE FUNCTION flashcards.delete_card_results_of_deleted_games() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, flashcards AS $$
      BEGIN
        DELETE FROM flashcards.card_results c USING deleted_games d WHERE c.player = d.player AND c.game_id = d.id;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER delete_card_results_of_deleted_games AFTER DELETE ON flashcards.games
        REFERENCING OLD TABLE AS deleted_games
        FOR EACH STATEMENT EXECUTE FUNCTION flashcards.delete_card_results_of_deleted_games();

      -- A setting: the last change wins, by changed_at. Two changes made at the same moment: the
      -- greater value wins (compared byte by byte, COLLATE "C"; a value wins over NULL, the
      -- default), so every server decides alike. A change that loses is skipped, whatever the
      -- client's statement said.
      CREATE FUNCTION flashcards.setting_last_change_wins() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.changed_at > OLD.changed_at
          OR (NEW.changed_at = OLD.changed_at AND NEW.value IS NOT NULL
              AND (OLD.value IS NULL OR NEW.value COLLATE "C" > OLD.value COLLATE "C"))
        THEN
          NEW.txid := pg_catalog.pg_current_xact_id();
          RETURN NEW;
        END IF;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER stamp_txid BEFORE INSERT ON flashcards.settings
        FOR EACH ROW EXECUTE FUNCTION flashcards.stamp_txid();
      CREATE TRIGGER setting_last_change_wins BEFORE UPDATE ON flashcards.settings
        FOR EACH ROW EXECUTE FUNCTION flashcards.setting_last_change_wins();

      -- The group roles every player and teacher login belongs to (shared by the databases of a
      -- cluster). Made unless another FlashCards database made them first, even at this moment.
      DO $$
      BEGIN
        BEGIN
          CREATE ROLE flashcards_player NOLOGIN;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
        BEGIN
          CREATE ROLE flashcards_teacher NOLOGIN;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END
      $$;

      -- Role statements take no bound values, so the admin's values reach them through these
      -- functions, quoted by format() (%I a name, %L a literal). They run with the rights of the
      -- admin who calls them (CREATEROLE), and nobody else may call them.
      CREATE FUNCTION flashcards.is_flashcards_login(login text) RETURNS boolean
      LANGUAGE sql STABLE SET search_path = pg_catalog AS $$
        SELECT EXISTS (
          SELECT FROM pg_auth_members m
          JOIN pg_roles grp ON grp.oid = m.roleid
          JOIN pg_roles member ON member.oid = m.member
          WHERE member.rolname = login AND NOT member.rolsuper
            AND grp.rolname IN ('flashcards_player', 'flashcards_teacher'))
      $$;

      CREATE FUNCTION flashcards.check_login_name(login text) RETURNS void
      LANGUAGE plpgsql SET search_path = pg_catalog AS $$
      BEGIN
        IF login IS NULL OR octet_length(login) NOT BETWEEN 1 AND 63 THEN
          RAISE EXCEPTION 'a login name has 1 to 63 bytes' USING ERRCODE = 'invalid_name';
        END IF;
      END
      $$;

      CREATE FUNCTION flashcards.create_login(login text, verifier text, grp text) RETURNS void
      LANGUAGE plpgsql SET search_path = pg_catalog AS $$
      BEGIN
        PERFORM flashcards.check_login_name(login);
        IF grp NOT IN ('flashcards_player', 'flashcards_teacher') THEN
          RAISE EXCEPTION 'not a FlashCards group: %', grp USING ERRCODE = 'invalid_parameter_value';
        END IF;
        IF verifier NOT LIKE 'SCRAM-SHA-256$%' THEN
          RAISE EXCEPTION 'a password reaches the server only as a SCRAM-SHA-256 verifier'
            USING ERRCODE = 'invalid_parameter_value';
        END IF;
        EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE %I', login, verifier, grp);
      END
      $$;

      CREATE FUNCTION flashcards.join_group(login text, grp text) RETURNS void
      LANGUAGE plpgsql SET search_path = pg_catalog AS $$
      BEGIN
        IF NOT flashcards.is_flashcards_login(login) OR grp NOT IN ('flashcards_player', 'flashcards_teacher') THEN
          RAISE EXCEPTION 'only a FlashCards login joins a FlashCards group' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        EXECUTE format('GRANT %I TO %I', grp, login);
      END
      $$;

      CREATE FUNCTION flashcards.leave_group(login text, grp text) RETURNS void
      LANGUAGE plpgsql SET search_path = pg_catalog AS $$
      BEGIN
        IF NOT flashcards.is_flashcards_login(login) OR grp NOT IN ('flashcards_player', 'flashcards_teacher') THEN
          RAISE EXCEPTION 'only a FlashCards login leaves a FlashCards group' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        EXECUTE format('REVOKE %I FROM %I', grp, login);
      END
      $$;

      CREATE FUNCTION flashcards.drop_login(login text) RETURNS void
      LANGUAGE plpgsql SET search_path = pg_catalog AS $$
      BEGIN
        IF NOT flashcards.is_flashcards_login(login) THEN
          RAISE EXCEPTION 'only a FlashCards login is dropped' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        EXECUTE format('DROP ROLE %I', login);
      END
      $$;

      -- Nobody but the owner reads or calls anything, unless granted below. (Functions are
      -- callable by everyone unless revoked.)
      REVOKE ALL ON ALL TABLES IN SCHEMA flashcards FROM PUBLIC;
      REVOKE ALL ON ALL FUNCTIONS IN SCHEMA flashcards FROM PUBLIC;
      GRANT USAGE ON SCHEMA flashcards TO flashcards_player, flashcards_teacher;
      GRANT SELECT ON flashcards.schema_version, flashcards.server TO flashcards_player, flashcards_teacher;
      GRANT SELECT ON flashcards.players, flashcards.teachers, flashcards.classes, flashcards.class_players,
        flashcards.class_teachers TO flashcards_player, flashcards_teacher;
      -- A player adds games and deletions, never changes a game or takes a deletion back; a game
      -- goes only by a deletion (a tombstone), which keeps it from coming back.
      GRANT SELECT, INSERT ON flashcards.games, flashcards.card_results, flashcards.tombstones, flashcards.decks
        TO flashcards_player;
      GRANT SELECT, INSERT, UPDATE ON flashcards.settings TO flashcards_player;
      -- A teacher reads, and changes nothing.
      GRANT SELECT ON flashcards.games, flashcards.card_results, flashcards.tombstones, flashcards.settings,
        flashcards.decks TO flashcards_teacher;

      -- Row-level security: the owner (the admin who ran `server init`) sees everything; a player
      -- their own rows; a teacher the rows of the players in the classes they teach. Who is in a
      -- class a teacher teaches is itself read through these policies, so no helper needs more
      -- rights than its caller (a subquery the planner runs once a query, not once a row).
      ALTER TABLE flashcards.players ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.teachers ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.classes ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.class_players ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.class_teachers ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.games ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.card_results ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.tombstones ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.settings ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.decks ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.schema_version ENABLE ROW LEVEL SECURITY;
      ALTER TABLE flashcards.server ENABLE ROW LEVEL SECURITY;

      CREATE POLICY everyone_reads ON flashcards.schema_version FOR SELECT
        TO flashcards_player, flashcards_teacher USING (true);
      CREATE POLICY everyone_reads ON flashcards.server FOR SELECT
        TO flashcards_player, flashcards_teacher USING (true);

      CREATE POLICY own_name ON flashcards.players FOR SELECT TO flashcards_player
        USING (name = current_user);
      CREATE POLICY own_name ON flashcards.teachers FOR SELECT TO flashcards_teacher
        USING (name = current_user);
      CREATE POLICY own_classes ON flashcards.class_players FOR SELECT TO flashcards_player
        USING (player = current_user);
      CREATE POLICY own_classes ON flashcards.class_teachers FOR SELECT TO flashcards_teacher
        USING (teacher = current_user);
      CREATE POLICY own_classes ON flashcards.classes FOR SELECT TO flashcards_player
        USING (name IN (SELECT cp.class FROM flashcards.class_players cp WHERE cp.player = current_user));
      CREATE POLICY taught_classes ON flashcards.classes FOR SELECT TO flashcards_teacher
        USING (name IN (SELECT ct.class FROM flashcards.class_teachers ct WHERE ct.teacher = current_user));
      CREATE POLICY taught_players ON flashcards.class_players FOR SELECT TO flashcards_teacher
        USING (class IN (SELECT ct.class FROM flashcards.class_teachers ct WHERE ct.teacher = current_user));
      CREATE POLICY taught_players ON flashcards.players FOR SELECT TO flashcards_teacher
        USING (name IN (SELECT cp.player FROM flashcards.class_players cp));

      CREATE POLICY own_rows ON flashcards.games FOR ALL TO flashcards_player
        USING (player = current_user) WITH CHECK (player = current_user);
      CREATE POLICY own_rows ON flashcards.card_results FOR ALL TO flashcards_player
        USING (player = current_user) WITH CHECK (player = current_user);
      CREATE POLICY own_rows ON flashcards.tombstones FOR ALL TO flashcards_player
        USING (player = current_user) WITH CHECK (player = current_user);
      CREATE POLICY own_rows ON flashcards.settings FOR ALL TO flashcards_player
        USING (player = current_user) WITH CHECK (player = current_user);
      CREATE POLICY own_rows ON flashcards.decks FOR ALL TO flashcards_player
        USING (player = current_user) WITH CHECK (player = current_user);

      CREATE POLICY taught_rows ON flashcards.games FOR SELECT TO flashcards_teacher
        USING (player IN (SELECT cp.player FROM flashcards.class_players cp));
      CREATE POLICY taught_rows ON flashcards.card_results FOR SELECT TO flashcards_teacher
        USING (player IN (SELECT cp.player FROM flashcards.class_players cp));
      CREATE POLICY taught_rows ON flashcards.tombstones FOR SELECT TO flashcards_teacher
        USING (player IN (SELECT cp.player FROM flashcards.class_players cp));
      CREATE POLICY taught_rows ON flashcards.settings FOR SELECT TO flashcards_teacher
        USING (player IN (SELECT cp.player FROM flashcards.class_players cp));
      CREATE POLICY taught_rows ON flashcards.decks FOR SELECT TO flashcards_teacher
        USING (player IN (SELECT cp.player FROM flashcards.class_players cp));
      """#)
}
