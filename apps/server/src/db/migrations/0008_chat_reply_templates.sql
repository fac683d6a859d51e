CREATE TABLE "chat_reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_reply_templates" ADD CONSTRAINT "chat_reply_templates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reply_templates_owner_user_id_index" ON "chat_reply_templates" USING btree ("owner_user_id");