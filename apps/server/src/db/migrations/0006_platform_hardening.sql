-- Rate-limit counts shared by every server process and kept across restarts (decision 006).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");
--> statement-breakpoint
-- No budget above MONEY_MAX (10^15 pesos, packages/league/src/constants.ts; docs/decisions/006):
-- the ledger refuses such a credit first, this keeps any other writer out too.
ALTER TABLE "users" ADD CONSTRAINT "users_profits_max" CHECK ("profits" <= 1000000000000000);
