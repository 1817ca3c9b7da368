CREATE TABLE "notebook_kernels" (
	"kernel_id" varchar(80) PRIMARY KEY NOT NULL,
	"session_id" varchar(80),
	"user_id" integer NOT NULL,
	"path" varchar(1024) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notebook_kernels_user_idx" ON "notebook_kernels" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "notebook_kernels_session_idx" ON "notebook_kernels" USING btree ("session_id");
