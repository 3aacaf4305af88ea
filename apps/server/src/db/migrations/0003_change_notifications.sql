-- Every committed change to a table that an in-process read cache depends on is announced on the
-- channel superliga_changes with the table's name (see src/lib/read-cache.ts). Statement-level:
-- one notification per statement, and PostgreSQL folds repeats of a transaction into one, sent at
-- commit, so a rolled-back write announces nothing.
CREATE OR REPLACE FUNCTION superliga_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('superliga_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION superliga_notify_change();
--> statement-breakpoint
CREATE TRIGGER tokens_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tokens" FOR EACH STATEMENT EXECUTE FUNCTION superliga_notify_change();
--> statement-breakpoint
CREATE TRIGGER teams_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION superliga_notify_change();
--> statement-breakpoint
CREATE TRIGGER players_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "players" FOR EACH STATEMENT EXECUTE FUNCTION superliga_notify_change();
--> statement-breakpoint
CREATE TRIGGER tournaments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tournaments" FOR EACH STATEMENT EXECUTE FUNCTION superliga_notify_change();
--> statement-breakpoint
CREATE TRIGGER matches_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "matches" FOR EACH STATEMENT EXECUTE FUNCTION superliga_notify_change();
