CREATE TABLE "device_check_reports" (
	"id" varchar(12) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"edu_id" integer,
	"exam_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" varchar(500) DEFAULT '' NOT NULL,
	"verdict" varchar(8) NOT NULL,
	"checks" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_check_echo_tickets" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_check_reports" ADD CONSTRAINT "device_check_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_check_reports" ADD CONSTRAINT "device_check_reports_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_check_reports" ADD CONSTRAINT "device_check_reports_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_check_echo_tickets" ADD CONSTRAINT "device_check_echo_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_check_reports_user_idx" ON "device_check_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "device_check_echo_tickets_expires_idx" ON "device_check_echo_tickets" USING btree ("expires_at");
