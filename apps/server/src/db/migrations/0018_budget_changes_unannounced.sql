-- A budget movement (`profits`, with its `updated_at`) is not a change the read cache needs to hear
-- of: money is never served from memory (src/lib/read-cache.ts). Announcing it cost every stake and
-- payment a NOTIFY, which PostgreSQL commits one transaction at a time and wakes every listening
-- connection for (about 75 a second in the deadline rush, each to ~22 connections). Every other
-- change to a user (name, role, active, a new or deleted user) is still announced; the comparison
-- is of the whole row, so a column added later is announced without touching this trigger.
DROP TRIGGER IF EXISTS users_changed ON "users";
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION superliga_notify_change();
--> statement-breakpoint
CREATE TRIGGER users_updated AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'profits' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'profits' - 'updated_at'))
  EXECUTE FUNCTION superliga_notify_change();
