ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_last_seen_idx" ON "users" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "exam_answers_saved_at_idx" ON "exam_answers" USING btree ("saved_at");--> statement-breakpoint
CREATE TABLE "operations_samples" (
	"taken_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL
);
