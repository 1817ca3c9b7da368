ALTER TABLE "case_evaluations" ALTER COLUMN "score" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "case_evaluations" ALTER COLUMN "max_score" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "solutions" jsonb DEFAULT '{}'::jsonb NOT NULL;