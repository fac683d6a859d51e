CREATE TABLE "telegram_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"telegram_message_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"user_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"chat_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "source" text DEFAULT 'cabinet' NOT NULL;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD COLUMN "reply_conversation_id" integer;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD COLUMN "reply_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "telegram_messages" ADD CONSTRAINT "telegram_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_messages" ADD CONSTRAINT "telegram_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_messages" ADD CONSTRAINT "telegram_messages_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_messages_chat_message_unique" ON "telegram_messages" USING btree ("chat_id","telegram_message_id");--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_reply_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("reply_conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE set null ON UPDATE no action;