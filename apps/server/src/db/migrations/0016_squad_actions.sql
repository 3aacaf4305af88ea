-- Decision 041: the squad actions a manager takes on /plantel (block, release, register), one row
-- each, per season. The blocks of a season are counted here (not by status: a player bought by
-- transfer, clause or auction arrives 'bloqueado' without using a block).
CREATE TABLE "squad_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_season" integer NOT NULL,
	"id_team" integer NOT NULL,
	"id_player" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"previous_status" varchar(20) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "squad_actions" ADD CONSTRAINT "squad_actions_id_season_seasons_id_fk" FOREIGN KEY ("id_season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "squad_actions" ADD CONSTRAINT "squad_actions_id_team_teams_id_fk" FOREIGN KEY ("id_team") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "squad_actions" ADD CONSTRAINT "squad_actions_id_player_players_id_fk" FOREIGN KEY ("id_player") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "squad_actions" ADD CONSTRAINT "squad_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "squad_actions_team_season_idx" ON "squad_actions" USING btree ("id_team","id_season","kind");
