-- Players from Football Manager (docs/decisions/019-football-manager-import.md): FM's unique id on
-- the player once an import linked it, and the record of who imported what.
ALTER TABLE "players" ADD COLUMN "fm_uid" bigint;
--> statement-breakpoint
CREATE UNIQUE INDEX "players_fm_uid_unique" ON "players" USING btree ("fm_uid");
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
ALTER TABLE "fm_imports" ADD CONSTRAINT "fm_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
