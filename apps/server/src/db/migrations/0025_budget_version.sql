-- The budget's version (docs/decisions/017): one more on every ledger move, named by an absolute budget write.
ALTER TABLE "users" ADD COLUMN "budget_version" integer DEFAULT 0 NOT NULL;
