CREATE TABLE "referral_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"method_type" text NOT NULL,
	"method_label" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_payouts_amount_positive" CHECK ("referral_payouts"."amount_kopecks" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reward_basis_points" integer NOT NULL,
	"reward_months" integer NOT NULL,
	"min_payout_kopecks" bigint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_signups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"lead_id" integer,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"code" text NOT NULL,
	"payment_method_type" text,
	"payment_method_label" text,
	"rules_accepted_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "account" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_leads" ADD CONSTRAINT "referral_leads_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_leads" ADD CONSTRAINT "referral_leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_leads" ADD CONSTRAINT "referral_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rules" ADD CONSTRAINT "referral_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_lead_id_referral_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."referral_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_leads_referral_index" ON "referral_leads" USING btree ("referral_id","status","id");--> statement-breakpoint
CREATE INDEX "referral_leads_status_index" ON "referral_leads" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_leads_company_unique" ON "referral_leads" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_leads_phone_unique" ON "referral_leads" USING btree ("referral_id","phone") WHERE "referral_leads"."phone" <> '';--> statement-breakpoint
CREATE INDEX "referral_leads_user_index" ON "referral_leads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referral_payouts_referral_index" ON "referral_payouts" USING btree ("referral_id","id");--> statement-breakpoint
CREATE INDEX "referral_payouts_status_index" ON "referral_payouts" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_company_unique" ON "referrals" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_code_unique" ON "referrals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_entries_company_account_index" ON "ledger_entries" USING btree ("company_id","account");