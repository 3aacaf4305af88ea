-- A user's lead per deadline kind for the reminders job (docs/decisions/033-deadline-reminders.md).
CREATE TABLE "reminder_preferences" (
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "kind" varchar(40) NOT NULL,
  "lead" varchar(10) NOT NULL,
  CONSTRAINT "reminder_preferences_pk" PRIMARY KEY ("user_id", "kind")
);
