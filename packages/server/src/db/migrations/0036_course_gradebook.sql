CREATE TABLE "gradebook_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_key" varchar(24) NOT NULL,
	"action" varchar(16) NOT NULL,
	"old_score" double precision,
	"new_score" double precision,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gradebook_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"weight" double precision NOT NULL,
	"aggregation" varchar(16) DEFAULT 'weighted' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gradebook_competition_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"max_score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gradebook_items" (
	"edu_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"item_key" varchar(24) NOT NULL,
	"category_id" integer,
	"weight" double precision DEFAULT 1 NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"zero_when_missing" boolean DEFAULT false NOT NULL,
	"deadline" timestamp with time zone,
	CONSTRAINT "gradebook_items_edu_id_course_id_item_key_pk" PRIMARY KEY("edu_id","course_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "gradebook_manual_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"max_score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gradebook_manual_scores" (
	"column_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gradebook_manual_scores_column_id_user_id_pk" PRIMARY KEY("column_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gradebook_overrides" (
	"edu_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_key" varchar(24) NOT NULL,
	"score" double precision NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gradebook_overrides_edu_id_course_id_user_id_item_key_pk" PRIMARY KEY("edu_id","course_id","user_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "gradebook_settings" (
	"edu_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"letters" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gradebook_settings_edu_id_course_id_pk" PRIMARY KEY("edu_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "gradebook_audit" ADD CONSTRAINT "gradebook_audit_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_audit" ADD CONSTRAINT "gradebook_audit_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_audit" ADD CONSTRAINT "gradebook_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_audit" ADD CONSTRAINT "gradebook_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_categories" ADD CONSTRAINT "gradebook_categories_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_categories" ADD CONSTRAINT "gradebook_categories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_competition_items" ADD CONSTRAINT "gradebook_competition_items_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_competition_items" ADD CONSTRAINT "gradebook_competition_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_competition_items" ADD CONSTRAINT "gradebook_competition_items_session_id_competition_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."competition_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_items" ADD CONSTRAINT "gradebook_items_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_items" ADD CONSTRAINT "gradebook_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_items" ADD CONSTRAINT "gradebook_items_category_id_gradebook_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gradebook_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_manual_columns" ADD CONSTRAINT "gradebook_manual_columns_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_manual_columns" ADD CONSTRAINT "gradebook_manual_columns_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_manual_scores" ADD CONSTRAINT "gradebook_manual_scores_column_id_gradebook_manual_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."gradebook_manual_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_manual_scores" ADD CONSTRAINT "gradebook_manual_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_overrides" ADD CONSTRAINT "gradebook_overrides_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_overrides" ADD CONSTRAINT "gradebook_overrides_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_overrides" ADD CONSTRAINT "gradebook_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_overrides" ADD CONSTRAINT "gradebook_overrides_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_settings" ADD CONSTRAINT "gradebook_settings_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_settings" ADD CONSTRAINT "gradebook_settings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gradebook_audit_course_idx" ON "gradebook_audit" USING btree ("edu_id","course_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gradebook_categories_name_unique" ON "gradebook_categories" USING btree ("edu_id","course_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "gradebook_competition_items_unique" ON "gradebook_competition_items" USING btree ("edu_id","course_id","session_id");--> statement-breakpoint
CREATE INDEX "gradebook_manual_columns_course_idx" ON "gradebook_manual_columns" USING btree ("edu_id","course_id");