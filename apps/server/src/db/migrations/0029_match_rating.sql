-- The old app's match statistics carry a rating per player and match (decimal 3,1, added late to
-- the old schema); the import keeps it as history (docs/decisions/018-legacy-import.md). Null for
-- lines without one, as in the old app.
ALTER TABLE "match_statistics" ADD COLUMN "rating" numeric(3, 1);
