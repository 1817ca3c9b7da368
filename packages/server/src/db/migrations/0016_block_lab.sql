CREATE TABLE "block_lab_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"edu_id" integer,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"block_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "block_lab_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"height" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_lab_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"tx_id" varchar(64) NOT NULL,
	"seq" integer NOT NULL,
	"data" jsonb NOT NULL,
	"height" integer
);
--> statement-breakpoint
ALTER TABLE "block_lab_attempts" ADD CONSTRAINT "block_lab_attempts_case_id_block_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."block_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_lab_attempts" ADD CONSTRAINT "block_lab_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_lab_attempts" ADD CONSTRAINT "block_lab_attempts_edu_id_colleges_id_fk" FOREIGN KEY ("edu_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_lab_blocks" ADD CONSTRAINT "block_lab_blocks_attempt_id_block_lab_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."block_lab_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_lab_transactions" ADD CONSTRAINT "block_lab_transactions_attempt_id_block_lab_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."block_lab_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_lab_attempts_case_user_unique" ON "block_lab_attempts" USING btree ("case_id","user_id");--> statement-breakpoint
CREATE INDEX "block_lab_attempts_user_idx" ON "block_lab_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "block_lab_blocks_attempt_height_unique" ON "block_lab_blocks" USING btree ("attempt_id","height");--> statement-breakpoint
CREATE UNIQUE INDEX "block_lab_transactions_attempt_tx_unique" ON "block_lab_transactions" USING btree ("attempt_id","tx_id");--> statement-breakpoint
CREATE INDEX "block_lab_transactions_attempt_seq_idx" ON "block_lab_transactions" USING btree ("attempt_id","seq");
