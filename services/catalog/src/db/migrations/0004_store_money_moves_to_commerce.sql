-- Store money is commerce's now (its revenue ledger and withdrawals); these columns only ever held 0.00.
ALTER TABLE "dispensaries" DROP COLUMN "total_revenue";--> statement-breakpoint
ALTER TABLE "dispensaries" DROP COLUMN "available_balance";