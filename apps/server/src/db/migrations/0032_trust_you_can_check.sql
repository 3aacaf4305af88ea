-- Sealed receipts of hidden clause offers (docs/decisions/023-rounds-you-can-verify.md): the
-- secret salt, the hash handed to the author at creation and the total it sealed (a raise during
-- a tie extension changes total_value, not what the receipt sealed). Null for offers made before.
ALTER TABLE "release_clauses" ADD COLUMN "receipt_salt" varchar(64);--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "receipt_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "release_clauses" ADD COLUMN "receipt_total" bigint;
