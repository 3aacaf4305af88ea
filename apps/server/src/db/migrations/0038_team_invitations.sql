-- Single-use invitations that create a new manager's account already owning a team
-- (docs/decisions/029-team-hand-over.md): only the SHA-256 of the token is stored.
CREATE TABLE "team_invitations" (
  "id" serial PRIMARY KEY NOT NULL,
  "team_id" integer NOT NULL REFERENCES "teams"("id"),
  "token_hash" varchar(64) NOT NULL,
  "choices" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "reason" text NOT NULL,
  "created_by" integer NOT NULL REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "used_by" integer REFERENCES "users"("id"),
  "revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_unique" ON "team_invitations" ("token_hash");--> statement-breakpoint
CREATE INDEX "team_invitations_team_idx" ON "team_invitations" ("team_id");
