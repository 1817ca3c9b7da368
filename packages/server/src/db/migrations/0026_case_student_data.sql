ALTER TABLE "cases" ADD COLUMN "parameters" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "generator" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "seed_secret" varchar(64) DEFAULT md5(random()::text || clock_timestamp()::text) NOT NULL;
--> statement-breakpoint
CREATE TABLE "case_student_data" (
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seed" integer NOT NULL,
	"generator_hash" varchar(64) NOT NULL,
	"params" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_student_data_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "case_student_data" ADD CONSTRAINT "case_student_data_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "case_student_data" ADD CONSTRAINT "case_student_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
