-- Market filters and the watchlist (docs/decisions/035-market-filters-and-watchlist.md): the players
-- each user follows (one row per pair), and an index per sort of the players list so a page in any
-- order is a walk of one index.
CREATE TABLE "watchlist" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "player_id" integer NOT NULL REFERENCES "players"("id") ON DELETE cascade,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "watchlist_user_id_player_id_pk" PRIMARY KEY ("user_id", "player_id")
);--> statement-breakpoint
CREATE INDEX "watchlist_player_idx" ON "watchlist" ("player_id", "user_id");--> statement-breakpoint
CREATE INDEX "players_value_idx" ON "players" ("value", "id");--> statement-breakpoint
CREATE INDEX "players_ca_idx" ON "players" ("ca", "id");--> statement-breakpoint
CREATE INDEX "players_pa_idx" ON "players" ("pa", "id");--> statement-breakpoint
CREATE INDEX "players_age_idx" ON "players" ("age", "id");
