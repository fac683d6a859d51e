CREATE TABLE "company_report_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_year" integer NOT NULL,
	"period_quarter" integer,
	"period_month" integer,
	"deadline" date NOT NULL,
	"status" text NOT NULL,
	"file_name" text,
	"file_mime" text,
	"file_size" integer,
	"file_key" text,
	"file_uploaded_at" timestamp with time zone,
	"receipt_name" text,
	"receipt_mime" text,
	"receipt_size" integer,
	"receipt_key" text,
	"receipt_uploaded_at" timestamp with time zone,
	"sign_round" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by" integer,
	"signer_name" text,
	"sign_ip" text,
	"sign_user_agent" text,
	"document_sha256" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_reports_period_check" CHECK (("company_reports"."period_quarter" is null or "company_reports"."period_month" is null))
);
--> statement-breakpoint
CREATE TABLE "tax_calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_calendar_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"offset_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_report_history" ADD CONSTRAINT "company_report_history_report_id_company_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."company_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_report_history" ADD CONSTRAINT "company_report_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_calendar_feeds" ADD CONSTRAINT "tax_calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_calendar_feeds" ADD CONSTRAINT "tax_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_calendar_reminders" ADD CONSTRAINT "tax_calendar_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_report_history_report_index" ON "company_report_history" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "company_reports_company_deadline_index" ON "company_reports" USING btree ("company_id","deadline","id");--> statement-breakpoint
CREATE INDEX "company_reports_status_deadline_index" ON "company_reports" USING btree ("status","deadline","id");--> statement-breakpoint
CREATE INDEX "company_reports_deadline_index" ON "company_reports" USING btree ("deadline","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_calendar_feeds_company_user_unique" ON "tax_calendar_feeds" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_calendar_reminders_unique" ON "tax_calendar_reminders" USING btree ("company_id","item_key","offset_days");