CREATE TABLE "notebook_channel_tickets" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notebook_channel_tickets_expires_idx" ON "notebook_channel_tickets" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "device_check_observations" (
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" double precision NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_check_observations_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "device_check_observations" ADD CONSTRAINT "device_check_observations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
