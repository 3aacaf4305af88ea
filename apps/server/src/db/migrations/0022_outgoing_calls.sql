-- Decision 014. A Discord user is linked to one account at most: where several accounts already
-- share an id, the earliest account keeps it and the others are unlinked (they can link their own).
UPDATE "users" SET "discord_id" = NULL
WHERE "discord_id" IS NOT NULL
  AND "id" NOT IN (SELECT min("id") FROM "users" WHERE "discord_id" IS NOT NULL GROUP BY "discord_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_id_unique" ON "users" USING btree ("discord_id");
--> statement-breakpoint
-- Which devices a push notice already reached, written as each send finishes: a retry goes only to
-- the devices left, and a crash mid-batch resends nothing that went out before it.
CREATE TABLE "push_deliveries" (
	"outbox_id" bigint NOT NULL REFERENCES "outbox"("id") ON DELETE CASCADE,
	"subscription_id" integer NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE CASCADE,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_deliveries_outbox_id_subscription_id_pk" PRIMARY KEY("outbox_id","subscription_id")
);
