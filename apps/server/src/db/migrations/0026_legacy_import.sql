-- The import from the old app (docs/decisions/018-legacy-import.md). Every imported table keeps the
-- old row's id in legacy_id: the key that makes a second run change nothing (unique; NULL for rows
-- born here). Past seasons come in as archives: read-only, never the current season.
ALTER TABLE "users" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "users_legacy_unique" ON "users" ("legacy_id");--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_legacy_unique" ON "seasons" ("legacy_id");--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_archived_not_active" CHECK (NOT ("archived" AND "active"));--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_legacy_unique" ON "teams" ("legacy_id");--> statement-breakpoint
-- The old app's nine title counters (the only record of honours from before it), for the palmarés.
ALTER TABLE "teams" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "players_legacy_unique" ON "players" ("legacy_id");--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_legacy_unique" ON "transfers" ("legacy_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_legacy_unique" ON "tournaments" ("legacy_id");--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_legacy_unique" ON "matches" ("legacy_id");--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "prizes_legacy_unique" ON "prizes" ("legacy_id");--> statement-breakpoint
-- The Admin's corrections of the mapping review: which of our users/teams an old one is (NULL: a new one).
CREATE TABLE "legacy_mappings" (
  "kind" varchar(10) NOT NULL,
  "legacy_id" integer NOT NULL,
  "target_id" integer,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "legacy_mappings_pk" PRIMARY KEY ("kind", "legacy_id")
);
