CREATE TABLE "api_keyed_jobs" (
	"queue" text NOT NULL,
	"key" text NOT NULL,
	"job_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keyed_jobs_pk" PRIMARY KEY("queue","job_id")
);
--> statement-breakpoint
CREATE INDEX "api_keyed_jobs_key_idx" ON "api_keyed_jobs" USING btree ("queue","key");