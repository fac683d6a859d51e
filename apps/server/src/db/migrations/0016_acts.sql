CREATE TABLE "act_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_kopecks" bigint NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"period" text NOT NULL,
	"act_date" date NOT NULL,
	"status" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"total_kopecks" bigint NOT NULL,
	"vat_mode" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"signed_at" timestamp with time zone,
	"signed_by" integer,
	"signer_name" text,
	"sign_channel" text,
	"sign_ip" text,
	"sign_user_agent" text,
	"document_sha256" text,
	"disputed_at" timestamp with time zone,
	"disputed_by" integer,
	"dispute_reason" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "acts_total_positive" CHECK ("acts"."total_kopecks" > 0)
);
--> statement-breakpoint
ALTER TABLE "act_lines" ADD CONSTRAINT "act_lines_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts" ADD CONSTRAINT "acts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts" ADD CONSTRAINT "acts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts" ADD CONSTRAINT "acts_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts" ADD CONSTRAINT "acts_disputed_by_users_id_fk" FOREIGN KEY ("disputed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts" ADD CONSTRAINT "acts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "act_lines_act_index" ON "act_lines" USING btree ("act_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "acts_company_period_unique" ON "acts" USING btree ("company_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "acts_year_sequence_unique" ON "acts" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "acts_status_index" ON "acts" USING btree ("status","period");