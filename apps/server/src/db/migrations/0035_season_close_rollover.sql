-- Closing tournaments, rolling seasons over, the personal calendar and its reminders
-- (docs/decisions/025-season-close-and-rollover.md).
ALTER TABLE "seasons" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "previous_season_id" integer REFERENCES "seasons"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_previous_unique" ON "seasons" ("previous_season_id");--> statement-breakpoint
CREATE TABLE "tournament_closings" (
  "tournament_id" integer PRIMARY KEY NOT NULL REFERENCES "tournaments"("id"),
  "season_id" integer NOT NULL REFERENCES "seasons"("id"),
  "positions" jsonb NOT NULL,
  "total" bigint NOT NULL,
  "closed_by" integer REFERENCES "users"("id"),
  "closed_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "tournament_closings_season_idx" ON "tournament_closings" ("season_id");--> statement-breakpoint
CREATE TABLE "team_objectives" (
  "season_id" integer NOT NULL REFERENCES "seasons"("id"),
  "team_id" integer NOT NULL REFERENCES "teams"("id"),
  "objective" integer NOT NULL,
  CONSTRAINT "team_objectives_pk" PRIMARY KEY ("season_id", "team_id")
);--> statement-breakpoint
CREATE TABLE "calendar_tokens" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id"),
  "secret_hash" varchar(64) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_tokens_secret_unique" ON "calendar_tokens" ("secret_hash");--> statement-breakpoint
CREATE TABLE "deadline_reminders" (
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "kind" varchar(40) NOT NULL,
  "reference" varchar(100) NOT NULL,
  "due_at" timestamp with time zone NOT NULL,
  "sent_at" timestamp with time zone NOT NULL,
  CONSTRAINT "deadline_reminders_pk" PRIMARY KEY ("user_id", "kind", "reference")
);
