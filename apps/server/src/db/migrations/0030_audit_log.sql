-- The audit log (docs/decisions/022-audit-log.md): one row per staff action or automatic decision,
-- written in the transaction of the change. Rows are never changed or removed by the product: the
-- trigger refuses UPDATE and DELETE unless the session is a restore (backups replace every table).
CREATE TABLE "audit_entries" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" integer,
  "actor_name" text NOT NULL,
  "actor_job" varchar(40),
  "kind" varchar(60) NOT NULL,
  "user_id" integer,
  "team_id" integer,
  "season_id" integer,
  "reference" varchar(100),
  "before" jsonb,
  "after" jsonb,
  "reason" text
);--> statement-breakpoint
CREATE INDEX "audit_entries_user_idx" ON "audit_entries" ("user_id", "id");--> statement-breakpoint
CREATE INDEX "audit_entries_team_idx" ON "audit_entries" ("team_id", "id");--> statement-breakpoint
CREATE INDEX "audit_entries_kind_idx" ON "audit_entries" ("kind", "id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" ("actor_id", "id");--> statement-breakpoint
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('superliga.restoring', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
