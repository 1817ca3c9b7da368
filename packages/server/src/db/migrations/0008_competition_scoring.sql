CREATE TABLE "competition_split_rows" (
	"session_id" integer NOT NULL,
	"row_id" varchar(128) NOT NULL,
	"label" double precision NOT NULL,
	"part" varchar(8) NOT NULL,
	CONSTRAINT "competition_split_rows_session_id_row_id_pk" PRIMARY KEY("session_id","row_id")
);
--> statement-breakpoint
CREATE TABLE "competition_splits" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"labels_file" varchar(500) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"seed" integer NOT NULL,
	"public_percent" integer NOT NULL,
	"rows" integer NOT NULL,
	"public_rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_stream_tickets" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_submissions" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competition_submissions" ADD COLUMN "lease_token" varchar(32);--> statement-breakpoint
ALTER TABLE "competition_submissions" ADD COLUMN "writes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_split_rows" ADD CONSTRAINT "competition_split_rows_session_id_competition_splits_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."competition_splits"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_splits" ADD CONSTRAINT "competition_splits_session_id_competition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."competition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stream_tickets" ADD CONSTRAINT "competition_stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_stream_tickets" ADD CONSTRAINT "competition_stream_tickets_session_id_competition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."competition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_board_snapshots_once" ON "competition_board_snapshots" USING btree ("session_id","group_id","kind") WHERE "competition_board_snapshots"."kind" in ('freeze', 'publish');--> statement-breakpoint
CREATE INDEX "competition_submissions_team_day_idx" ON "competition_submissions" USING btree ("team_id","session_id","day_key");