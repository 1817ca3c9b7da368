CREATE TABLE "competition_rank_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"ranks" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_rank_snapshots" ADD CONSTRAINT "competition_rank_snapshots_session_id_competition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."competition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_rank_snapshots" ADD CONSTRAINT "competition_rank_snapshots_group_id_competition_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."competition_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_rank_snapshots_board_idx" ON "competition_rank_snapshots" USING btree ("session_id","group_id","taken_at");
