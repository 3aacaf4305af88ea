-- Seasons and their rules are read by every stake, offer and bid; the read cache keeps them until
-- they change (src/lib/read-cache.ts, ANNOUNCED_TABLES), so their changes are announced like the
-- other cached tables' (migrations 0003 and 0005).
CREATE TRIGGER seasons_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION superliga_notify_change();
--> statement-breakpoint
CREATE TRIGGER season_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_rules" FOR EACH STATEMENT EXECUTE FUNCTION superliga_notify_change();
