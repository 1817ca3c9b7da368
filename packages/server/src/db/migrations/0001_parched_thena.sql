CREATE TABLE "upload_parts" (
	"upload_id" varchar(32) NOT NULL,
	"part_number" integer NOT NULL,
	"etag" varchar(256) NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_parts_upload_id_part_number_pk" PRIMARY KEY("upload_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"edu_id" integer,
	"key" varchar(1024) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"content_type" varchar(255),
	"size" bigint NOT NULL,
	"md5" varchar(32) NOT NULL,
	"part_size" integer NOT NULL,
	"part_count" integer NOT NULL,
	"storage_upload_id" varchar(1024) NOT NULL,
	"status" varchar(16) DEFAULT 'uploading' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "upload_parts" ADD CONSTRAINT "upload_parts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_md5_idx" ON "uploads" USING btree ("user_id","md5","size");--> statement-breakpoint
CREATE INDEX "uploads_key_idx" ON "uploads" USING btree ("key");