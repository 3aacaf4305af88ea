-- The market rules as season settings (spec DECISIONS, 'The league's own rules as settings'), and the log of clause rounds the server resolves.
CREATE TABLE "season_rules" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "season_rules" ADD CONSTRAINT "season_rules_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "season_rules" ADD CONSTRAINT "season_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "clause_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_player" integer NOT NULL,
	"reveal_at" timestamp with time zone NOT NULL,
	"id_season" integer NOT NULL,
	"id_team" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"extended_until" timestamp with time zone,
	"winner_offer_id" integer,
	"reason" varchar(30),
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clause_rounds" ADD CONSTRAINT "clause_rounds_id_player_players_id_fk" FOREIGN KEY ("id_player") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clause_rounds" ADD CONSTRAINT "clause_rounds_id_season_seasons_id_fk" FOREIGN KEY ("id_season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clause_rounds" ADD CONSTRAINT "clause_rounds_id_team_teams_id_fk" FOREIGN KEY ("id_team") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clause_rounds" ADD CONSTRAINT "clause_rounds_winner_offer_id_release_clauses_id_fk" FOREIGN KEY ("winner_offer_id") REFERENCES "public"."release_clauses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "clause_rounds_player_reveal_unique" ON "clause_rounds" USING btree ("id_player","reveal_at");
--> statement-breakpoint
CREATE INDEX "clause_rounds_season_idx" ON "clause_rounds" USING btree ("id_season");
