-- Rounds with dates, results reported and confirmed, bets settled from results (docs/decisions/024).
CREATE TABLE "round_windows" (
  "id" serial PRIMARY KEY,
  "tournament_id" integer NOT NULL REFERENCES "tournaments"("id"),
  "stage" integer NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "deadline_at" timestamp with time zone NOT NULL,
  "updated_by" integer REFERENCES "users"("id"),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "round_windows_order_check" CHECK ("deadline_at" > "starts_at")
);--> statement-breakpoint
CREATE UNIQUE INDEX "round_windows_stage_unique" ON "round_windows" ("tournament_id", "stage");--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "result_state" varchar(12) DEFAULT 'to_play' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Results loaded before this change were entered directly: they stand as confirmed.
UPDATE "matches" SET "result_state" = 'confirmed', "confirmed_at" = "match_date" WHERE "status" = 'completed';--> statement-breakpoint
CREATE INDEX "matches_result_state_idx" ON "matches" ("result_state", "confirmed_at");--> statement-breakpoint
CREATE TABLE "match_reports" (
  "id" serial PRIMARY KEY,
  "match_id" integer NOT NULL REFERENCES "matches"("id"),
  "team_id" integer NOT NULL REFERENCES "teams"("id"),
  "reported_by" integer NOT NULL REFERENCES "users"("id"),
  "score_home" integer NOT NULL,
  "score_away" integer NOT NULL,
  "statistics" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "state" varchar(12) DEFAULT 'pending' NOT NULL,
  "confirm_by" timestamp with time zone NOT NULL,
  "opponent_statistics" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "dispute" jsonb,
  "disputed_by" integer REFERENCES "users"("id"),
  "decided_at" timestamp with time zone,
  "decided_by" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "match_reports_state_check" CHECK ("state" IN ('pending', 'confirmed', 'disputed', 'ruled', 'superseded'))
);--> statement-breakpoint
-- One open report per match: two managers reporting at once cannot both be waiting.
CREATE UNIQUE INDEX "match_reports_open_unique" ON "match_reports" ("match_id") WHERE "state" IN ('pending', 'disputed');--> statement-breakpoint
CREATE INDEX "match_reports_due_idx" ON "match_reports" ("state", "confirm_by");--> statement-breakpoint
CREATE TABLE "match_evidence" (
  "id" serial PRIMARY KEY,
  "report_id" integer NOT NULL REFERENCES "match_reports"("id"),
  "match_id" integer NOT NULL REFERENCES "matches"("id"),
  "uploaded_by" integer NOT NULL REFERENCES "users"("id"),
  "content_type" varchar(20) NOT NULL,
  "size" integer NOT NULL,
  "data" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "match_evidence_match_idx" ON "match_evidence" ("match_id", "id");--> statement-breakpoint
ALTER TABLE "match_bets" ADD COLUMN "line" numeric(4, 1) DEFAULT '2.5' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bets" ADD COLUMN "match_id" integer REFERENCES "matches"("id");--> statement-breakpoint
CREATE INDEX "match_bets_match_idx" ON "match_bets" ("match_id");--> statement-breakpoint
CREATE INDEX "player_bets_match_idx" ON "player_bets" ("match_id");
