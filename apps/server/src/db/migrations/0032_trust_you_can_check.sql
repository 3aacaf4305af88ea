-- Sealed receipts of hidden clause offers (docs/decisions/023-rounds-you-can-verify.md): the
-- secret salt, the hash handed to the author at creation and the total it sealed (a raise during
-- a tie extension changes total_value, not what the receipt sealed). Null for offers made before.
ALTER TABLE "release_clauses" ADD COLUMN "receipt_salt" varchar(64);--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "receipt_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "receipt_total" bigint;
--> statement-breakpoint
-- Trade review (decision 023): a transfer the other party accepted stays pending (confirmed 'no',
-- active 'yes', its players reserved, the buyer's money held) until its review ends: staff approve
-- or veto it, or its objection window passes (review_until). `review` keeps how it ended.
ALTER TABLE "transfers" ADD COLUMN "accepted_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "review" varchar(20);--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "review_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "reviewed_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "review_reason" text;--> statement-breakpoint
CREATE INDEX "transfers_review_idx" ON "transfers" ("review", "review_until");--> statement-breakpoint
CREATE TABLE "transfer_objections" (
  "id" serial PRIMARY KEY,
  "transfer_id" integer NOT NULL REFERENCES "transfers"("id"),
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "reason" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_objections_unique" ON "transfer_objections" ("transfer_id", "user_id");
--> statement-breakpoint
-- The scheduled jobs' runs, shown on 'Tareas' (decision 023): one row per job and slot, claimed by
-- the unique index so that of several processes ticking in one interval only one runs and records it.
CREATE TABLE "job_runs" (
  "id" bigserial PRIMARY KEY,
  "job" varchar(40) NOT NULL,
  "slot" timestamp with time zone NOT NULL,
  "manual" boolean DEFAULT false NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "finished_at" timestamp with time zone,
  "outcome" varchar(20) DEFAULT 'running' NOT NULL,
  "duration_ms" integer,
  "error" text,
  "process" varchar(100) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_slot_unique" ON "job_runs" ("job", "manual", "slot");--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" ("job", "started_at");--> statement-breakpoint
-- Alerts raised once (a clause round stuck past its reveal): the key is what was reported.
CREATE TABLE "job_alerts" (
  "key" varchar(120) PRIMARY KEY,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
