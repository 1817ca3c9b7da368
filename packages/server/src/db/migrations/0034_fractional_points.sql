ALTER TABLE "case_markings" ALTER COLUMN "score" SET DATA TYPE double precision USING "score"::numeric::double precision;--> statement-breakpoint
ALTER TABLE "case_reports" ALTER COLUMN "score" SET DATA TYPE double precision USING "score"::numeric::double precision;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "score" SET DATA TYPE double precision USING "score"::numeric::double precision;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "score" SET DEFAULT 5;