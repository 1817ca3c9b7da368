CREATE TABLE "chapter_block_cases" (
	"chapter_id" integer NOT NULL,
	"block_case_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chapter_block_cases_chapter_id_block_case_id_pk" PRIMARY KEY("chapter_id","block_case_id")
);
--> statement-breakpoint
ALTER TABLE "chapter_block_cases" ADD CONSTRAINT "chapter_block_cases_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_block_cases" ADD CONSTRAINT "chapter_block_cases_block_case_id_block_cases_id_fk" FOREIGN KEY ("block_case_id") REFERENCES "public"."block_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_block_cases_case_idx" ON "chapter_block_cases" USING btree ("block_case_id");
