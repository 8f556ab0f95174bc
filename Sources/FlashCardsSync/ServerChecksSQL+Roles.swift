extension ServerChecksSQL {
  /// Privileges, policies and logins of `ServerMigration.checks`.
  static let rolesAndPolicies = #"""
    -- UPDATE (or DELETE, TRUNCATE) on a table lets its holder LOCK it in any mode, stopping
    -- everyone's sync; INSERT and SELECT allow only the modes that sync's own statements take.
    REVOKE UPDATE ON flashcards.settings FROM flashcards_player;

    -- The login acting must be the session's: `SET ROLE flashcards_player` (or to any role)
    -- matches no row and writes none.
    ALTER POLICY own_name ON flashcards.players
      USING (name = current_user AND current_user = session_user);
    ALTER POLICY own_name ON flashcards.teachers
      USING (name = current_user AND current_user = session_user);
    ALTER POLICY own_classes ON flashcards.class_players
      USING (player = current_user AND current_user = session_user);
    ALTER POLICY own_classes ON flashcards.class_teachers
      USING (teacher = current_user AND current_user = session_user);
    ALTER POLICY own_classes ON flashcards.classes
      USING (current_user = session_user
             AND name IN (SELECT cp.class FROM flashcards.class_players cp WHERE cp.player = current_user));
    ALTER POLICY taught_classes ON flashcards.classes
      USING (current_user = session_user
             AND name IN (SELECT ct.class FROM flashcards.class_teachers ct WHERE ct.teacher = current_user));
    ALTER POLICY taught_players ON flashcards.class_players
      USING (current_user = session_user
             AND class IN (SELECT ct.class FROM flashcards.class_teachers ct WHERE ct.teacher = current_user));
    ALTER POLICY own_rows ON flashcards.games
      USING (player = current_user AND current_user = session_user)
      WITH CHECK (player = current_user AND current_user = session_user);
    ALTER POLICY own_rows ON flashcards.tombstones
      USING (player = current_user AND current_user = session_user)
      WITH CHECK (player = current_user AND current_user = session_user);
    ALTER POLICY own_rows ON flashcards.settings
      USING (player = current_user AND current_user = session_user)
      WITH CHECK (player = current_user AND current_user = session_user);
    ALTER POLICY own_rows ON flashcards.decks
      USING (player = current_user AND current_user = session_user)
      WITH CHECK (player = current_user AND current_user = session_user);

    -- A login holds at most connections_per_login sessions, so that one cannot take every slot.
    CREATE OR REPLACE FUNCTION flashcards.create_login(login text, verifier text, grp text) RETURNS void
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
      EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE %I CONNECTION LIMIT %s', login, verifier, grp,
                     (SELECT connections_per_login FROM flashcards.limits));
    END
    $$;

    CREATE FUNCTION flashcards.apply_connection_limit() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog AS $$
    DECLARE
      login text;
    BEGIN
      FOR login IN SELECT name FROM flashcards.players UNION SELECT name FROM flashcards.teachers LOOP
        IF flashcards.is_flashcards_login(login) THEN
          EXECUTE format('ALTER ROLE %I CONNECTION LIMIT %s', login,
                         (SELECT connections_per_login FROM flashcards.limits));
        END IF;
      END LOOP;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER apply_connection_limit AFTER UPDATE ON flashcards.limits
      FOR EACH STATEMENT EXECUTE FUNCTION flashcards.apply_connection_limit();
    UPDATE flashcards.limits SET connections_per_login = connections_per_login;

    -- What a login owns in this database (large objects, a table made by hand) goes with it.
    -- DROP OWNED needs the login's privileges: the admin takes its membership first.
    CREATE OR REPLACE FUNCTION flashcards.drop_login(login text) RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog AS $$
    BEGIN
      IF NOT flashcards.is_flashcards_login(login) THEN
        RAISE EXCEPTION 'only a FlashCards login is dropped' USING ERRCODE = 'invalid_parameter_value';
      END IF;
      IF NOT pg_has_role(current_user, login, 'USAGE') THEN
        EXECUTE format('GRANT %I TO %I', login, current_user);
      END IF;
      EXECUTE format('DROP OWNED BY %I', login);
      EXECUTE format('DROP ROLE %I', login);
    END
    $$;

    -- Large objects live outside row-level security, with no size limit. Only a superuser may
    -- take their creation from everyone; an admin that is not one asks theirs (see the README).
    DO $$
    BEGIN
      IF (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN
        REVOKE EXECUTE ON FUNCTION pg_catalog.lo_creat(integer), pg_catalog.lo_create(oid),
          pg_catalog.lo_from_bytea(oid, bytea), pg_catalog.lo_import(text), pg_catalog.lo_import(text, oid)
          FROM PUBLIC;
      END IF;
    END
    $$;

    REVOKE ALL ON ALL TABLES IN SCHEMA flashcards FROM PUBLIC;
    REVOKE ALL ON ALL FUNCTIONS IN SCHEMA flashcards FROM PUBLIC;
    """#
}
