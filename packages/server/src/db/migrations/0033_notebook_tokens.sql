CREATE TABLE "notebook_token_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"hint" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "notebook_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "notebook_token_audit" ADD CONSTRAINT "notebook_token_audit_token_id_notebook_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."notebook_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_token_audit" ADD CONSTRAINT "notebook_token_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_token_audit" ADD CONSTRAINT "notebook_token_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_tokens" ADD CONSTRAINT "notebook_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebook_token_audit_user_idx" ON "notebook_token_audit" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notebook_tokens_user_idx" ON "notebook_tokens" USING btree ("user_id");