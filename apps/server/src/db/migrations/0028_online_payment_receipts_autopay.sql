CREATE TABLE "autopay_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"online_payment_id" integer,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payment_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"receipt_email" text,
	"saved_method_id" text,
	"saved_method_type" text,
	"saved_method_title" text,
	"saved_method_expiry" text,
	"saved_method_issuer" text,
	"saved_at" timestamp with time zone,
	"saved_by" integer,
	"autopay" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"receipts_enabled" boolean DEFAULT false NOT NULL,
	"tax_system_code" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_profiles" ADD CONSTRAINT "online_payment_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_profiles" ADD CONSTRAINT "online_payment_profiles_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_charges_company_month_unique" ON "autopay_charges" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "autopay_charges_next_attempt_index" ON "autopay_charges" USING btree ("status","next_attempt_on");