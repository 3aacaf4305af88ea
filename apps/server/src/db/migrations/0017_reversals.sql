-- Reversal of a confirmed transfer, clause or auction (decision 040). One row per reversed
-- operation: the unique (kind, operation_id) is the last word against reversing one twice.
CREATE TABLE "reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL CHECK ("kind" in ('transfer', 'clause', 'auction')),
	"operation_id" integer NOT NULL,
	"id_season" integer NOT NULL REFERENCES "seasons"("id"),
	"reason" text NOT NULL CHECK (length(btrim("reason")) > 0),
	"reversed_by" integer REFERENCES "users"("id"),
	"reversed_at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reversals_operation_unique" ON "reversals" USING btree ("kind","operation_id");
--> statement-breakpoint
CREATE INDEX "reversals_season_idx" ON "reversals" USING btree ("id_season","id");
--> statement-breakpoint
-- The player's status before the confirmation moved him (a transfer keeps it per player in
-- transfer_players.previous_status): a reversal gives it back.
ALTER TABLE "release_clauses" ADD COLUMN "previous_status" varchar(20);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "previous_status" varchar(20);
