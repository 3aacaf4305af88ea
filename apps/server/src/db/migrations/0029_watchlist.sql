CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_job" varchar(40),
	"kind" varchar(60) NOT NULL,
	"user_id" integer,
	"team_id" integer,
	"season_id" integer,
	"reference" varchar(100),
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "calendar_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deadline_reminders" (
	"user_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"reference" varchar(100) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deadline_reminders_pk" PRIMARY KEY("user_id","kind","reference")
);
--> statement-breakpoint
CREATE TABLE "device_sightings" (
	"user_id" integer NOT NULL,
	"device_hash" varchar(64) NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "device_sightings_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "fm_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"file_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" varchar(40) NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" varchar(20) DEFAULT 'running' NOT NULL,
	"duration_ms" integer,
	"error" text,
	"process" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_mappings" (
	"kind" varchar(10) NOT NULL,
	"legacy_id" integer NOT NULL,
	"target_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legacy_mappings_pk" PRIMARY KEY("kind","legacy_id")
);
--> statement-breakpoint
CREATE TABLE "match_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"reported_by" integer NOT NULL,
	"score_home" integer NOT NULL,
	"score_away" integer NOT NULL,
	"statistics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"opponent_statistics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dispute" jsonb,
	"disputed_by" integer,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reports_state_check" CHECK ("match_reports"."state" in ('pending', 'confirmed', 'disputed', 'ruled', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"outbox_id" bigint NOT NULL,
	"subscription_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_deliveries_outbox_id_subscription_id_pk" PRIMARY KEY("outbox_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "round_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_windows_order_check" CHECK ("round_windows"."deadline_at" > "round_windows"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "signal_reviews" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"note" text NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_objectives" (
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"objective" integer NOT NULL,
	CONSTRAINT "team_objectives_pk" PRIMARY KEY("season_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_closings" (
	"tournament_id" integer PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"positions" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_objections" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"user_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watchlist_user_id_player_id_pk" PRIMARY KEY("user_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "match_bets" ADD COLUMN "line" numeric(4, 1) DEFAULT '2.5' NOT NULL;--> statement-breakpoint
ALTER TABLE "match_bets" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD COLUMN "rating" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "match_statistics" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "result_state" varchar(12) DEFAULT 'to_play' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "player_bets" ADD COLUMN "match_id" integer;--> statement-breakpoint
ALTER TABLE "player_bets" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "fm_uid" bigint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "receipt_salt" varchar(64);--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "receipt_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "receipt_total" bigint;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "previous_season_id" integer;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "accepted_by" integer;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "review" varchar(20);--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "review_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "user_bets" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "user_bets" ADD COLUMN "legacy_playerbet_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "budget_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legacy_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_tokens" ADD CONSTRAINT "calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sightings" ADD CONSTRAINT "device_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fm_imports" ADD CONSTRAINT "fm_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_evidence" ADD CONSTRAINT "match_evidence_report_id_match_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."match_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_evidence" ADD CONSTRAINT "match_evidence_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_evidence" ADD CONSTRAINT "match_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_windows" ADD CONSTRAINT "round_windows_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_windows" ADD CONSTRAINT "round_windows_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_reviews" ADD CONSTRAINT "signal_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_objectives" ADD CONSTRAINT "team_objectives_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_objectives" ADD CONSTRAINT "team_objectives_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_closings" ADD CONSTRAINT "tournament_closings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_closings" ADD CONSTRAINT "tournament_closings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_closings" ADD CONSTRAINT "tournament_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_objections" ADD CONSTRAINT "transfer_objections_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_objections" ADD CONSTRAINT "transfer_objections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_user_idx" ON "audit_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_team_idx" ON "audit_entries" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_kind_idx" ON "audit_entries" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_tokens_secret_unique" ON "calendar_tokens" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "device_sightings_device_idx" ON "device_sightings" USING btree ("device_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_slot_unique" ON "job_runs" USING btree ("job","manual","slot");--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE INDEX "match_evidence_match_idx" ON "match_evidence" USING btree ("match_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_reports_open_unique" ON "match_reports" USING btree ("match_id") WHERE "match_reports"."state" in ('pending', 'disputed');--> statement-breakpoint
CREATE INDEX "match_reports_due_idx" ON "match_reports" USING btree ("state","confirm_by");--> statement-breakpoint
CREATE UNIQUE INDEX "round_windows_stage_unique" ON "round_windows" USING btree ("tournament_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_unique" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_invitations_team_idx" ON "team_invitations" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "tournament_closings_season_idx" ON "tournament_closings" USING btree ("season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_objections_unique" ON "transfer_objections" USING btree ("transfer_id","user_id");--> statement-breakpoint
CREATE INDEX "watchlist_player_idx" ON "watchlist" USING btree ("player_id","user_id");--> statement-breakpoint
ALTER TABLE "player_bets" ADD CONSTRAINT "player_bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_previous_season_id_seasons_id_fk" FOREIGN KEY ("previous_season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_legacy_unique" ON "auctions" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_bets_legacy_unique" ON "match_bets" USING btree ("legacy_id");--> statement-breakpoint
CREATE INDEX "match_bets_match_idx" ON "match_bets" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_statistics_legacy_unique" ON "match_statistics" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_legacy_unique" ON "matches" USING btree ("legacy_id");--> statement-breakpoint
CREATE INDEX "matches_result_state_idx" ON "matches" USING btree ("result_state","confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bets_legacy_unique" ON "player_bets" USING btree ("legacy_id");--> statement-breakpoint
CREATE INDEX "player_bets_match_idx" ON "player_bets" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_legacy_unique" ON "players" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_fm_uid_unique" ON "players" USING btree ("fm_uid");--> statement-breakpoint
CREATE INDEX "players_value_idx" ON "players" USING btree ("value","id");--> statement-breakpoint
CREATE INDEX "players_ca_idx" ON "players" USING btree ("ca","id");--> statement-breakpoint
CREATE INDEX "players_pa_idx" ON "players" USING btree ("pa","id");--> statement-breakpoint
CREATE INDEX "players_age_idx" ON "players" USING btree ("age","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prizes_legacy_unique" ON "prizes" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "release_clauses_legacy_unique" ON "release_clauses" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_legacy_unique" ON "seasons" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_previous_unique" ON "seasons" USING btree ("previous_season_id");--> statement-breakpoint
CREATE INDEX "squad_actions_player_season_idx" ON "squad_actions" USING btree ("id_player","id_season");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_legacy_unique" ON "teams" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_legacy_unique" ON "tournaments" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_legacy_unique" ON "transfers" USING btree ("legacy_id");--> statement-breakpoint
CREATE INDEX "transfers_review_idx" ON "transfers" USING btree ("review","review_until");--> statement-breakpoint
CREATE UNIQUE INDEX "user_bets_legacy_unique" ON "user_bets" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_bets_legacy_playerbet_unique" ON "user_bets" USING btree ("legacy_playerbet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_id_unique" ON "users" USING btree ("discord_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_legacy_unique" ON "users" USING btree ("legacy_id");--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_archived_not_active" CHECK (NOT ("seasons"."archived" AND "seasons"."active"));