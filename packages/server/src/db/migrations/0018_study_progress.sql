-- Study progress that means something (issue 18): a course's minimum reading time, and per reading the server-credited
-- time, the end reached, the watched video share and when the study rule held. Earlier "read" marks were set on open
-- and stay opened, not learned (learned_at NULL).
ALTER TABLE "courses" ADD COLUMN "min_read_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD COLUMN "read_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD COLUMN "reached_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD COLUMN "video_fraction" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD COLUMN "last_report_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapter_reads" ADD COLUMN "learned_at" timestamp with time zone;
