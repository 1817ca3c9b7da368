CREATE TABLE "competition_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(32) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_board_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"group_id" integer,
	"kind" varchar(16) NOT NULL,
	"rows" jsonb NOT NULL,
	"version" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"invite_code" varchar(16),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200),
	"team_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"group_id" integer,
	"score" double precision,
	"reached_at" timestamp with time zone,
	"rank" integer,
	"adjusted_score" double precision,
	"adjust_reason" varchar(200),
	"award" varchar(32),
	"advanced" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_session_entries" (
	"session_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"from_session_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_session_entries_session_id_team_id_pk" PRIMARY KEY("session_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "competition_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"stage" varchar(16) NOT NULL,
	"title" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"freeze_at" timestamp with time zone,
	"exam_id" integer,
	"metric" varchar(16) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"public_percent" integer DEFAULT 30 NOT NULL,
	"split_mode" varchar(8) DEFAULT 'random' NOT NULL,
	"split_seed" integer DEFAULT 0 NOT NULL,
	"daily_limit" integer DEFAULT 5 NOT NULL,
	"total_limit" integer,
	"finals_limit" integer DEFAULT 2 NOT NULL,
	"train_file" varchar(500),
	"test_file" varchar(500),
	"labels_file" varchar(500),
	"id_column" varchar(64),
	"target_column" varchar(64),
	"time_column" varchar(64),
	"advance_mode" varchar(16) DEFAULT 'manual' NOT NULL,
	"advance_value" double precision,
	"board_version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_key" varchar(500) NOT NULL,
	"filename" varchar(255) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"error" text,
	"public_score" double precision,
	"private_score" double precision,
	"selected" boolean DEFAULT false NOT NULL,
	"day_key" varchar(10) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "competition_team_advisers" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "competition_team_advisers_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competition_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"captain_id" integer,
	"edu_id" integer,
	"invite_code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer,
	"title" varchar(100) NOT NULL,
	"cover_url" varchar(500),
	"description_html" text DEFAULT '' NOT NULL,
	"rules_html" text DEFAULT '' NOT NULL,
	"kind" varchar(16) NOT NULL,
	"team_min" integer DEFAULT 1 NOT NULL,
	"team_max" integer DEFAULT 1 NOT NULL,
	"advisers_max" integer DEFAULT 0 NOT NULL,
	"registration_start" timestamp with time zone NOT NULL,
	"registration_end" timestamp with time zone NOT NULL,
	"review" varchar(16) DEFAULT 'manual' NOT NULL,
	"visibility" varchar(16) DEFAULT 'signed_in' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_audit" ADD CONSTRAINT "competition_audit_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_audit" ADD CONSTRAINT "competition_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_board_snapshots" ADD CONSTRAINT "competition_board_snapshots_session_id_competition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."competition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_board_snapshots" ADD CONSTRAINT "competition_board_snapshots_group_id_competition_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."competition_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_groups" ADD CONSTRAINT "competition_groups_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_group_id_competition_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."competition_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_session_id_competition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."competition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_group_id_competition_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."competition_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_session_entries" ADD CONSTRAINT "competition_session_entries_session_id_competition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."competition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_session_entries" ADD CONSTRAINT "competition_session_entries_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_session_entries" ADD CONSTRAINT "competition_session_entries_from_session_id_competition_sessions_id_fk" FOREIGN KEY ("from_session_id") REFERENCES "public"."competition_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sessions" ADD CONSTRAINT "competition_sessions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_sessions" ADD CONSTRAINT "competition_sessions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_submissions" ADD CONSTRAINT "competition_submissions_session_id_competition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."competition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_submissions" ADD CONSTRAINT "competition_submissions_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_submissions" ADD CONSTRAINT "competition_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_advisers" ADD CONSTRAINT "competition_team_advisers_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_advisers" ADD CONSTRAINT "competition_team_advisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_group_id_competition_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."competition_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_audit_competition_idx" ON "competition_audit" USING btree ("competition_id","created_at");--> statement-breakpoint
CREATE INDEX "competition_board_snapshots_session_idx" ON "competition_board_snapshots" USING btree ("session_id","group_id","kind","taken_at");--> statement-breakpoint
CREATE INDEX "competition_groups_competition_idx" ON "competition_groups" USING btree ("competition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_groups_name_unique" ON "competition_groups" USING btree ("competition_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_groups_code_unique" ON "competition_groups" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_participants_unique" ON "competition_participants" USING btree ("competition_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_participants_team_idx" ON "competition_participants" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "competition_participants_user_idx" ON "competition_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_results_unique" ON "competition_results" USING btree ("session_id","team_id");--> statement-breakpoint
CREATE INDEX "competition_results_group_idx" ON "competition_results" USING btree ("session_id","group_id");--> statement-breakpoint
CREATE INDEX "competition_sessions_competition_idx" ON "competition_sessions" USING btree ("competition_id","start_at");--> statement-breakpoint
CREATE INDEX "competition_submissions_team_idx" ON "competition_submissions" USING btree ("session_id","team_id","created_at");--> statement-breakpoint
CREATE INDEX "competition_submissions_status_idx" ON "competition_submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "competition_submissions_session_scored_idx" ON "competition_submissions" USING btree ("session_id","scored_at");--> statement-breakpoint
CREATE INDEX "competition_team_advisers_user_idx" ON "competition_team_advisers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "competition_teams_competition_idx" ON "competition_teams" USING btree ("competition_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_teams_code_unique" ON "competition_teams" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_teams_name_unique" ON "competition_teams" USING btree ("competition_id","name");--> statement-breakpoint
CREATE INDEX "competitions_edu_idx" ON "competitions" USING btree ("edu_id");--> statement-breakpoint
CREATE INDEX "competitions_status_idx" ON "competitions" USING btree ("status");