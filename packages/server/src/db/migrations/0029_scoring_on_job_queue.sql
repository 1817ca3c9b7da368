ALTER TABLE "competition_submissions" DROP COLUMN "lease_until";--> statement-breakpoint
ALTER TABLE "competition_submissions" DROP COLUMN "lease_token";
