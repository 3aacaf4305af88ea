ALTER TABLE "auction_bids" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "auction_max_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL REFERENCES "auctions"("id"),
	"auctioned_by" integer NOT NULL REFERENCES "users"("id"),
	"id_team" integer NOT NULL REFERENCES "teams"("id"),
	"amount" bigint NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auction_max_bids_user_unique" ON "auction_max_bids" USING btree ("auction_id","auctioned_by");
--> statement-breakpoint
CREATE INDEX "auction_max_bids_user_idx" ON "auction_max_bids" USING btree ("auctioned_by");
