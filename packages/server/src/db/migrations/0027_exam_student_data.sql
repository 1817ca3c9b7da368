CREATE TABLE "exam_student_data" (
	"exam_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seed" integer NOT NULL,
	"generator_hash" varchar(64) NOT NULL,
	"params" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_student_data_exam_id_question_id_user_id_pk" PRIMARY KEY("exam_id","question_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "exam_student_data" ADD CONSTRAINT "exam_student_data_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exam_student_data" ADD CONSTRAINT "exam_student_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
