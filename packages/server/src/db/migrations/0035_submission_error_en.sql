ALTER TABLE "competition_submissions" ADD COLUMN "error_en" text;--> statement-breakpoint
-- Refused and failed files written before this kept both languages in one text ("zh / en"): each reader gets one.
UPDATE "competition_submissions" SET "error_en" = split_part("error", ' / ', 2), "error" = split_part("error", ' / ', 1) WHERE "error_en" IS NULL AND "error" LIKE '% / %';
