CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_masked" text NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"recipient_sealed" text,
	"text_sealed" text,
	"send_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_messages_phone_index" ON "sms_messages" USING btree ("phone_hash","created_at");