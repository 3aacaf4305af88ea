-- The change announcements of migration 0003 carry the committing transaction's id with the
-- table's name ('players:1234'). One commit reaches a process more than once on PostgreSQL (the
-- pooled connection that committed, the others that listen, the dedicated LISTEN connection);
-- with the id the read cache counts it once instead of dropping results read after the first
-- copy as if the table had changed again (src/lib/read-cache.ts).
CREATE OR REPLACE FUNCTION superliga_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('superliga_changes', TG_TABLE_NAME || ':' || pg_current_xact_id()::text);
  RETURN NULL;
END
$$;
