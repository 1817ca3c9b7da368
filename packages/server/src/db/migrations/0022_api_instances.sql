-- The API instances of a cluster and the jobs each is running (issue 19): every job queue registers its instance at
-- start and heartbeats; a worker records the job it starts and drops it when the job ends. Any instance's heartbeat
-- finds instances silent past a limit and fails their recorded jobs through pg-boss (retried elsewhere while retries
-- remain), instead of leaving them active until their expiry. pg-boss's own tables are not touched.
CREATE TABLE "api_instances" (
  "id" text PRIMARY KEY NOT NULL,
  "host" text NOT NULL,
  "pid" integer NOT NULL,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_instances_heartbeat_idx" ON "api_instances" ("heartbeat_at");
--> statement-breakpoint
CREATE TABLE "api_instance_jobs" (
  "queue" text NOT NULL,
  "job_id" uuid NOT NULL,
  "instance_id" text NOT NULL,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "api_instance_jobs_pk" PRIMARY KEY ("queue", "job_id")
);
--> statement-breakpoint
CREATE INDEX "api_instance_jobs_instance_idx" ON "api_instance_jobs" ("instance_id");
