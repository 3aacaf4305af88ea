-- Idempotency-Key (decision 007): one row per actor and key. The row is inserted in the same
-- transaction as the request's effect, so the first request wins on every process and a
-- concurrent repeat waits on the unique index until the first commits, then replays its answer.
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");
--> statement-breakpoint
-- A match is unique per tournament, teams and round. Copies saved twice before this index (a
-- double click) are removed when nothing points at them; the copy with statistics, bets,
-- predictions or a fixture is the one kept (the oldest when none has any).
DELETE FROM "matches" m
WHERE NOT EXISTS (SELECT 1 FROM "match_statistics" s WHERE s."match_id" = m."id")
  AND NOT EXISTS (SELECT 1 FROM "match_bets" b WHERE b."match_id" = m."id")
  AND NOT EXISTS (SELECT 1 FROM "predictions" p WHERE p."match_id" = m."id")
  AND NOT EXISTS (SELECT 1 FROM "fixtures" f WHERE f."match_id" = m."id")
  AND EXISTS (
    SELECT 1 FROM "matches" k
    WHERE k."tournament_id" = m."tournament_id" AND k."team_home" = m."team_home" AND k."team_away" = m."team_away" AND k."stage" = m."stage"
      AND k."id" <> m."id"
      AND (k."id" < m."id"
        OR EXISTS (SELECT 1 FROM "match_statistics" s WHERE s."match_id" = k."id")
        OR EXISTS (SELECT 1 FROM "match_bets" b WHERE b."match_id" = k."id")
        OR EXISTS (SELECT 1 FROM "predictions" p WHERE p."match_id" = k."id")
        OR EXISTS (SELECT 1 FROM "fixtures" f WHERE f."match_id" = k."id"))
  );
--> statement-breakpoint
CREATE UNIQUE INDEX "matches_round_unique" ON "matches" USING btree ("tournament_id","team_home","team_away","stage");
