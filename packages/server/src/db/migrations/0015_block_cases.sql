CREATE TABLE "block_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64),
	"title" varchar(100) NOT NULL,
	"scenario" varchar(32) NOT NULL,
	"objectives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"theory" text DEFAULT '' NOT NULL,
	"consensus" varchar(8) NOT NULL,
	"tx_per_block" integer NOT NULL,
	"difficulty" integer NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "block_case_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(32) NOT NULL,
	"validator" boolean DEFAULT false NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"public_key" varchar(66) NOT NULL,
	"private_key" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_case_businesses" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_case_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"position" integer NOT NULL,
	"definition" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "block_cases" ADD CONSTRAINT "block_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_case_organizations" ADD CONSTRAINT "block_case_organizations_case_id_block_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."block_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_case_businesses" ADD CONSTRAINT "block_case_businesses_case_id_block_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."block_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_case_steps" ADD CONSTRAINT "block_case_steps_case_id_block_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."block_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_cases_slug_unique" ON "block_cases" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "block_cases_status_idx" ON "block_cases" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "block_case_organizations_case_key_unique" ON "block_case_organizations" USING btree ("case_id","key");--> statement-breakpoint
CREATE INDEX "block_case_organizations_case_idx" ON "block_case_organizations" USING btree ("case_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "block_case_steps_case_position_unique" ON "block_case_steps" USING btree ("case_id","position");
