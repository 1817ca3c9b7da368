-- Similarity reports (issue 16): one row per report of (case, class) or (exam, programming item), built by a job of
-- the queue similarity.report; the newest row of a scope is the one the teacher reads. `pairs`, `output_groups` and
-- `students` are the report as the contract answers it; `sources` keeps each named student's code as it was compared,
-- so the regions' line numbers stay true after the student edits their work.
CREATE TABLE "similarity_reports" (
  "id" serial PRIMARY KEY NOT NULL,
  "edu_id" integer,
  "case_id" integer REFERENCES "cases"("id"),
  "class_id" integer REFERENCES "classes"("id"),
  "exam_id" integer REFERENCES "exams"("id"),
  "item" varchar(64),
  "requested_by" integer NOT NULL REFERENCES "users"("id"),
  "status" varchar(16) DEFAULT 'queued' NOT NULL,
  "error" text,
  "submissions" integer DEFAULT 0 NOT NULL,
  "outputs_compared" boolean DEFAULT false NOT NULL,
  "duration_ms" integer,
  "students" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "pairs" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "output_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "started_at" timestamp with time zone,
  "finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "similarity_reports_case_idx" ON "similarity_reports" USING btree ("case_id", "class_id", "id");
--> statement-breakpoint
CREATE INDEX "similarity_reports_exam_idx" ON "similarity_reports" USING btree ("exam_id", "item", "id");
--> statement-breakpoint
SELECT pgboss.create_queue('similarity.report', '{"policy":"standard"}');
