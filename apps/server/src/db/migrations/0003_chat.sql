CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'PRIVATE' NOT NULL,
	"chat_user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"settings" jsonb DEFAULT '{"telegram_chat_id":null,"bot_is_admin":false}'::jsonb NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"preview_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"chat_user_id" integer NOT NULL,
	"user_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'TEXT' NOT NULL,
	"reply_message_id" integer,
	"client_id" text,
	"extra" jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, replace(replace("chat_messages"."text", 'ё', 'е'), 'Ё', 'Е'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_participants" (
	"conversation_id" integer NOT NULL,
	"chat_user_id" integer NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "chat_participants_conversation_id_chat_user_id_pk" PRIMARY KEY("conversation_id","chat_user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"telegram_id" text,
	"platform" text,
	"state" text,
	"online" boolean DEFAULT false NOT NULL,
	"current_chat_conversation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_chat_user_id_chat_users_id_fk" FOREIGN KEY ("chat_user_id") REFERENCES "public"."chat_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_user_id_chat_users_id_fk" FOREIGN KEY ("chat_user_id") REFERENCES "public"."chat_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_message_id_chat_messages_id_fk" FOREIGN KEY ("reply_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_chat_user_id_chat_users_id_fk" FOREIGN KEY ("chat_user_id") REFERENCES "public"."chat_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_current_chat_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("current_chat_conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_company_id_index" ON "chat_conversations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "chat_message_files_message_id_index" ON "chat_message_files" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_conversation_seq_unique" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_unique" ON "chat_messages" USING btree ("conversation_id","chat_user_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_index" ON "chat_messages" USING btree ("conversation_id","seq") WHERE "chat_messages"."read_at" is null and "chat_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "chat_messages_search_index" ON "chat_messages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "chat_participants_chat_user_id_index" ON "chat_participants" USING btree ("chat_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_users_user_id_unique" ON "chat_users" USING btree ("user_id") WHERE "chat_users"."user_id" is not null;