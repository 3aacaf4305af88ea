-- The import from the old app brings its history too (docs/decisions/018-legacy-import.md): each
-- imported row keeps the old id in legacy_id, the key that makes a second run change nothing.
ALTER TABLE "match_statistics" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "match_statistics_legacy_unique" ON "match_statistics" ("legacy_id");
--> statement-breakpoint
ALTER TABLE "match_bets" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "match_bets_legacy_unique" ON "match_bets" ("legacy_id");--> statement-breakpoint
ALTER TABLE "player_bets" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bets_legacy_unique" ON "player_bets" ("legacy_id");--> statement-breakpoint
-- A stake comes from bet_user (legacy_id) or playerbet_user (legacy_playerbet_id): two old id spaces.
ALTER TABLE "user_bets" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "user_bets_legacy_unique" ON "user_bets" ("legacy_id");--> statement-breakpoint
ALTER TABLE "user_bets" ADD COLUMN "legacy_playerbet_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "user_bets_legacy_playerbet_unique" ON "user_bets" ("legacy_playerbet_id");
--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "release_clauses_legacy_unique" ON "release_clauses" ("legacy_id");--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_legacy_unique" ON "auctions" ("legacy_id");
