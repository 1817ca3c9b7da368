CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"cover" varchar(2048) DEFAULT '' NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"format" varchar(16) DEFAULT 'html' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"slug" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chapter_reads" (
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_reads_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"parent_id" integer,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"resource_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"case_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exam_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_classes" (
	"course_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "course_classes_course_id_class_id_pk" PRIMARY KEY("course_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "course_grants" (
	"course_id" integer NOT NULL,
	"edu_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_grants_course_id_edu_id_pk" PRIMARY KEY("course_id","edu_id")
);
--> statement-breakpoint
CREATE TABLE "course_teachers" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "course_teachers_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer,
	"title" varchar(100) NOT NULL,
	"cover" varchar(2048) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"slug" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resource_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer,
	"name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_grants" (
	"resource_id" integer NOT NULL,
	"edu_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_grants_resource_id_edu_id_pk" PRIMARY KEY("resource_id","edu_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer,
	"category_id" integer,
	"title" varchar(200) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"type" varchar(16) NOT NULL,
	"key" varchar(1024) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"mime" varchar(255) DEFAULT 'application/octet-stream' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"slug" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "textbook_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"textbook_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"year" integer,
	"chapters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publisher" varchar(100) DEFAULT '' NOT NULL,
	"isbn" varchar(32) DEFAULT '' NOT NULL,
	"cover" varchar(2048) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"response" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"awarded" double precision,
	"comment" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{"awarded":null,"correct":null}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"status" varchar(16) DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" double precision,
	"unmarked" integer DEFAULT 0 NOT NULL,
	"ungraded" integer DEFAULT 0 NOT NULL,
	"question_order" jsonb NOT NULL,
	"option_order" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_candidates" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "exam_candidates_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_classes" (
	"exam_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "exam_classes_exam_id_class_id_pk" PRIMARY KEY("exam_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "exam_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_extra_time" (
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_extra_time_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"paper_id" integer NOT NULL,
	"paper_title" varchar(100) NOT NULL,
	"snapshot" jsonb NOT NULL,
	"total_score" double precision NOT NULL,
	"question_count" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"show_results" varchar(16) DEFAULT 'after_close' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gradebook_weights" (
	"class_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"weight" double precision NOT NULL,
	CONSTRAINT "gradebook_weights_class_id_exam_id_pk" PRIMARY KEY("class_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "paper_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"question_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slug" varchar(64),
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer,
	"name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"edu_id" integer,
	"category_id" integer,
	"type" varchar(16) NOT NULL,
	"stem" text NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"difficulty" integer DEFAULT 3 NOT NULL,
	"knowledge_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" real DEFAULT 5 NOT NULL,
	"content" jsonb NOT NULL,
	"slug" varchar(64),
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD CONSTRAINT "chapter_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD CONSTRAINT "chapter_reads_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD CONSTRAINT "chapter_reads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_classes" ADD CONSTRAINT "course_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_classes" ADD CONSTRAINT "course_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_grants" ADD CONSTRAINT "course_grants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_grants" ADD CONSTRAINT "course_grants_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_categories" ADD CONSTRAINT "resource_categories_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_grants" ADD CONSTRAINT "resource_grants_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_grants" ADD CONSTRAINT "resource_grants_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_category_id_resource_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."resource_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textbook_editions" ADD CONSTRAINT "textbook_editions_textbook_id_textbooks_id_fk" FOREIGN KEY ("textbook_id") REFERENCES "public"."textbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_classes" ADD CONSTRAINT "exam_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_events" ADD CONSTRAINT "exam_events_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_events" ADD CONSTRAINT "exam_events_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_events" ADD CONSTRAINT "exam_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_extra_time" ADD CONSTRAINT "exam_extra_time_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_extra_time" ADD CONSTRAINT "exam_extra_time_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_weights" ADD CONSTRAINT "gradebook_weights_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_weights" ADD CONSTRAINT "gradebook_weights_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_unique" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "chapter_reads_course_idx" ON "chapter_reads" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "chapters_course_idx" ON "chapters" USING btree ("course_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "course_classes_class_idx" ON "course_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "course_grants_edu_idx" ON "course_grants" USING btree ("edu_id");--> statement-breakpoint
CREATE INDEX "course_teachers_user_idx" ON "course_teachers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "courses_edu_idx" ON "courses" USING btree ("edu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_unique" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "resource_categories_edu_idx" ON "resource_categories" USING btree ("edu_id");--> statement-breakpoint
CREATE INDEX "resource_grants_edu_idx" ON "resource_grants" USING btree ("edu_id");--> statement-breakpoint
CREATE INDEX "resources_edu_idx" ON "resources" USING btree ("edu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_slug_unique" ON "resources" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "textbook_editions_textbook_idx" ON "textbook_editions" USING btree ("textbook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "textbooks_slug_unique" ON "textbooks" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_answers_attempt_question_unique" ON "exam_answers" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_exam_user_no_unique" ON "exam_attempts" USING btree ("exam_id","user_id","attempt_no");--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_status_deadline_idx" ON "exam_attempts" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "exam_candidates_user_idx" ON "exam_candidates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_classes_class_idx" ON "exam_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "exam_events_exam_idx" ON "exam_events" USING btree ("exam_id","user_id");--> statement-breakpoint
CREATE INDEX "exam_events_attempt_idx" ON "exam_events" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "exams_edu_idx" ON "exams" USING btree ("edu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_questions_unique" ON "paper_questions" USING btree ("paper_id","question_id");--> statement-breakpoint
CREATE INDEX "paper_questions_question_idx" ON "paper_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "papers_edu_idx" ON "papers" USING btree ("edu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "papers_slug_unique" ON "papers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "question_categories_edu_idx" ON "question_categories" USING btree ("edu_id");--> statement-breakpoint
CREATE INDEX "questions_edu_idx" ON "questions" USING btree ("edu_id");--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_slug_unique" ON "questions" USING btree ("slug");