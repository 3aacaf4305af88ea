CREATE TABLE "auction_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"auctioned_by" integer NOT NULL,
	"id_team" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_player" integer NOT NULL,
	"id_team" integer NOT NULL,
	"id_season" integer NOT NULL,
	"created_by" integer NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"winner_bid_id" integer,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(10) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"division" varchar(10) NOT NULL,
	"round" integer NOT NULL,
	"team_home" integer NOT NULL,
	"team_away" integer NOT NULL,
	"match_id" integer
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" varchar(30) NOT NULL,
	"reference" varchar(100),
	"description" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"season_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"match" varchar(150) NOT NULL,
	"match_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"home_odd" numeric(6, 2) NOT NULL,
	"away_odd" numeric(6, 2) NOT NULL,
	"draw_odd" numeric(6, 2) NOT NULL,
	"under" numeric(6, 2) NOT NULL,
	"over" numeric(6, 2) NOT NULL,
	"created_by" integer NOT NULL,
	"active" varchar(3) DEFAULT 'on' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"yellow_cards" integer DEFAULT 0 NOT NULL,
	"red_cards" integer DEFAULT 0 NOT NULL,
	"direct_red" integer DEFAULT 0 NOT NULL,
	"simple_injuries" integer DEFAULT 0 NOT NULL,
	"serious_injuries" integer DEFAULT 0 NOT NULL,
	"mvp" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_home" integer NOT NULL,
	"team_away" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"score_home" integer DEFAULT 0 NOT NULL,
	"score_away" integer DEFAULT 0 NOT NULL,
	"stage" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"match_date" timestamp with time zone DEFAULT now() NOT NULL,
	"fixture_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"player_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"goal_odd" numeric(6, 2) NOT NULL,
	"card_odd" numeric(6, 2) NOT NULL,
	"created_by" integer NOT NULL,
	"active" varchar(3) DEFAULT 'on' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"search_name" varchar(100) NOT NULL,
	"id_team" integer NOT NULL,
	"status" varchar(20) DEFAULT 'registrado' NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"ca" integer NOT NULL,
	"pa" integer NOT NULL,
	"age" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fixture_id" integer,
	"match_id" integer,
	"score_home" integer NOT NULL,
	"score_away" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"amount" bigint NOT NULL,
	"position" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_clauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_player" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"id_team" integer NOT NULL,
	"created_by" integer NOT NULL,
	"value" bigint NOT NULL,
	"other_players" text DEFAULT '[]' NOT NULL,
	"extra_value" bigint DEFAULT 0 NOT NULL,
	"total_value" bigint NOT NULL,
	"id_season" integer NOT NULL,
	"status" varchar(20) DEFAULT 'bloqueado' NOT NULL,
	"confirmed" varchar(3) DEFAULT 'no' NOT NULL,
	"active" varchar(3) DEFAULT 'yes' NOT NULL,
	"reveal_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"division" varchar(10),
	"id_user" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"season_id" integer NOT NULL,
	"type" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_players" (
	"transfer_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "transfer_players_transfer_id_player_id_pk" PRIMARY KEY("transfer_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_season" integer NOT NULL,
	"transferred_players" text NOT NULL,
	"id_team_from" integer NOT NULL,
	"id_team_to" integer NOT NULL,
	"budget" bigint DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'bloqueado' NOT NULL,
	"confirmed" varchar(3) DEFAULT 'no' NOT NULL,
	"active" varchar(3) DEFAULT 'yes' NOT NULL,
	"created_by" integer NOT NULL,
	"buy_by" integer NOT NULL,
	"sold_by" integer NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"id_bet" integer,
	"id_playerbet" integer,
	"amount" bigint NOT NULL,
	"selected_option" varchar(10) NOT NULL,
	"odd" numeric(6, 2) NOT NULL,
	"confirmed" varchar(3) DEFAULT 'no' NOT NULL,
	"payout" bigint,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(55) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"rol" varchar(30) DEFAULT 'visitante' NOT NULL,
	"profits" bigint DEFAULT 0 NOT NULL,
	"costs" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auctioned_by_users_id_fk" FOREIGN KEY ("auctioned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_id_team_teams_id_fk" FOREIGN KEY ("id_team") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_id_player_players_id_fk" FOREIGN KEY ("id_player") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_id_team_teams_id_fk" FOREIGN KEY ("id_team") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_id_season_seasons_id_fk" FOREIGN KEY ("id_season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_team_home_teams_id_fk" FOREIGN KEY ("team_home") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_team_away_teams_id_fk" FOREIGN KEY ("team_away") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_bets" ADD CONSTRAINT "match_bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_bets" ADD CONSTRAINT "match_bets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD CONSTRAINT "match_statistics_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD CONSTRAINT "match_statistics_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD CONSTRAINT "match_statistics_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD CONSTRAINT "match_statistics_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD CONSTRAINT "match_statistics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_home_teams_id_fk" FOREIGN KEY ("team_home") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_away_teams_id_fk" FOREIGN KEY ("team_away") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bets" ADD CONSTRAINT "player_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bets" ADD CONSTRAINT "player_bets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_id_team_teams_id_fk" FOREIGN KEY ("id_team") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD CONSTRAINT "release_clauses_id_player_players_id_fk" FOREIGN KEY ("id_player") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD CONSTRAINT "release_clauses_id_team_teams_id_fk" FOREIGN KEY ("id_team") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD CONSTRAINT "release_clauses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD CONSTRAINT "release_clauses_id_season_seasons_id_fk" FOREIGN KEY ("id_season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_clauses" ADD CONSTRAINT "release_clauses_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_players" ADD CONSTRAINT "transfer_players_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_players" ADD CONSTRAINT "transfer_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_id_season_seasons_id_fk" FOREIGN KEY ("id_season") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_id_team_from_teams_id_fk" FOREIGN KEY ("id_team_from") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_id_team_to_teams_id_fk" FOREIGN KEY ("id_team_to") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_buy_by_users_id_fk" FOREIGN KEY ("buy_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sold_by_users_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bets" ADD CONSTRAINT "user_bets_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bets" ADD CONSTRAINT "user_bets_id_bet_match_bets_id_fk" FOREIGN KEY ("id_bet") REFERENCES "public"."match_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bets" ADD CONSTRAINT "user_bets_id_playerbet_player_bets_id_fk" FOREIGN KEY ("id_playerbet") REFERENCES "public"."player_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bets" ADD CONSTRAINT "user_bets_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_amount_unique" ON "auction_bids" USING btree ("auction_id","amount");--> statement-breakpoint
CREATE INDEX "auction_bids_user_idx" ON "auction_bids" USING btree ("auctioned_by");--> statement-breakpoint
CREATE INDEX "auctions_player_idx" ON "auctions" USING btree ("id_player");--> statement-breakpoint
CREATE INDEX "auctions_season_idx" ON "auctions" USING btree ("id_season","status");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_pairing_unique" ON "fixtures" USING btree ("season_id","division","round","team_home");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_reference_idx" ON "ledger_entries" USING btree ("kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "match_statistics_unique" ON "match_statistics" USING btree ("match_id","player_id");--> statement-breakpoint
CREATE INDEX "match_statistics_tournament_idx" ON "match_statistics" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "match_statistics_team_idx" ON "match_statistics" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "matches_tournament_idx" ON "matches" USING btree ("tournament_id","status","stage");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("id_team");--> statement-breakpoint
CREATE INDEX "players_name_idx" ON "players" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "players_search_trgm_idx" ON "players" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_fixture_unique" ON "predictions" USING btree ("user_id","fixture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_match_unique" ON "predictions" USING btree ("user_id","match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prizes_unique" ON "prizes" USING btree ("tournament_id","team_id","position");--> statement-breakpoint
CREATE INDEX "release_clauses_player_idx" ON "release_clauses" USING btree ("id_player","created_at");--> statement-breakpoint
CREATE INDEX "release_clauses_season_idx" ON "release_clauses" USING btree ("id_season","confirmed","active");--> statement-breakpoint
CREATE INDEX "release_clauses_creator_idx" ON "release_clauses" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_unique" ON "teams" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_user_unique" ON "teams" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "teams_division_idx" ON "teams" USING btree ("division");--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_season_idx" ON "tournaments" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "transfer_players_player_idx" ON "transfer_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "transfers_season_idx" ON "transfers" USING btree ("id_season","confirmed","active");--> statement-breakpoint
CREATE INDEX "user_bets_user_idx" ON "user_bets" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "user_bets_confirmed_idx" ON "user_bets" USING btree ("confirmed");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");