CREATE TABLE "operation_category_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"category_code" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"uploaded_by" integer,
	"uploader_name" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operation_statement_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"account" text NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date,
	"opening_kopecks" bigint,
	"closing_kopecks" bigint
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account" text NOT NULL,
	"date" date NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"counterparty_inn" text,
	"counterparty_kpp" text,
	"counterparty_account" text,
	"counterparty_bank_name" text,
	"counterparty_bik" text,
	"purpose" text DEFAULT '' NOT NULL,
	"category_code" text NOT NULL,
	"category_source" text NOT NULL,
	"import_id" integer,
	"dedupe_key" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, replace(replace("operations"."purpose" || ' ' || "operations"."counterparty_name", 'ё', 'е'), 'Ё', 'Е'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operations_amount_positive" CHECK ("operations"."amount_kopecks" > 0),
	CONSTRAINT "operations_direction" CHECK ("operations"."direction" in ('in', 'out'))
);
--> statement-breakpoint
ALTER TABLE "operation_category_rules" ADD CONSTRAINT "operation_category_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_category_rules" ADD CONSTRAINT "operation_category_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_imports" ADD CONSTRAINT "operation_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_imports" ADD CONSTRAINT "operation_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_statement_balances" ADD CONSTRAINT "operation_statement_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_statement_balances" ADD CONSTRAINT "operation_statement_balances_import_id_operation_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."operation_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_import_id_operation_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."operation_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_rules_company_index" ON "operation_category_rules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "operation_imports_company_index" ON "operation_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "operation_balances_company_account_index" ON "operation_statement_balances" USING btree ("company_id","account","date_start");--> statement-breakpoint
CREATE INDEX "operation_balances_import_index" ON "operation_statement_balances" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operations_company_dedupe_unique" ON "operations" USING btree ("company_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "operations_company_date_index" ON "operations" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "operations_company_direction_date_index" ON "operations" USING btree ("company_id","direction","date","id");--> statement-breakpoint
CREATE INDEX "operations_company_category_date_index" ON "operations" USING btree ("company_id","category_code","date","id");--> statement-breakpoint
CREATE INDEX "operations_company_inn_index" ON "operations" USING btree ("company_id","counterparty_inn");--> statement-breakpoint
CREATE INDEX "operations_import_index" ON "operations" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "operations_search_index" ON "operations" USING gin ("search");