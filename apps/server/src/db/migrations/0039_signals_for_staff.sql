-- Signals for staff (docs/decisions/030-signals-for-staff.md): the browsers each account was seen
-- from (only a SHA-256 of the device id the web app keeps) and the staff's reviews of signals.
CREATE TABLE "device_sightings" (
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "device_hash" varchar(64) NOT NULL,
  "first_seen" timestamp with time zone NOT NULL,
  "last_seen" timestamp with time zone NOT NULL,
  CONSTRAINT "device_sightings_pk" PRIMARY KEY ("user_id", "device_hash")
);--> statement-breakpoint
CREATE INDEX "device_sightings_device_idx" ON "device_sightings" ("device_hash");--> statement-breakpoint
CREATE TABLE "signal_reviews" (
  "key" varchar(200) PRIMARY KEY NOT NULL,
  "kind" varchar(20) NOT NULL,
  "note" text NOT NULL,
  "reviewed_by" integer REFERENCES "users"("id"),
  "reviewed_at" timestamp with time zone NOT NULL
);
