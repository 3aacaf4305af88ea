-- The import from the old app brings its history too (docs/decisions/018-legacy-import.md): each
-- imported row keeps the old id in legacy_id, the key that makes a second run change nothing.
ALTER TABLE "match_statistics" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "match_statistics_legacy_unique" ON "match_statistics" ("legacy_id");
