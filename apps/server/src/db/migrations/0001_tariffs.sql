CREATE TABLE "company_tariff_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_tariff_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tariff_id" integer,
	"status" text NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pay_months_count" integer,
	"amount" integer,
	"date_connect" date,
	"idempotency_key" text,
	"created_by" integer,
	"connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_params" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"value" jsonb,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"individual_params" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_tariff_history" ADD CONSTRAINT "company_tariff_history_company_tariff_id_company_tariffs_id_fk" FOREIGN KEY ("company_tariff_id") REFERENCES "public"."company_tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariff_history" ADD CONSTRAINT "company_tariff_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariffs" ADD CONSTRAINT "company_tariffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariffs" ADD CONSTRAINT "company_tariffs_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariffs" ADD CONSTRAINT "company_tariffs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_tariff_history_company_tariff_id_index" ON "company_tariff_history" USING btree ("company_tariff_id","id");--> statement-breakpoint
CREATE INDEX "company_tariff_history_actor_user_id_index" ON "company_tariff_history" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "company_tariffs_company_id_index" ON "company_tariffs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "company_tariffs_company_id_status_index" ON "company_tariffs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "company_tariffs_tariff_id_index" ON "company_tariffs" USING btree ("tariff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_tariffs_one_draft_unique" ON "company_tariffs" USING btree ("company_id") WHERE "company_tariffs"."status" = 'DRAFT';--> statement-breakpoint
CREATE UNIQUE INDEX "company_tariffs_idempotency_key_unique" ON "company_tariffs" USING btree ("company_id","idempotency_key") WHERE "company_tariffs"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tariff_params_slug_unique" ON "tariff_params" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tariff_params_sort_index" ON "tariff_params" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_slug_unique" ON "tariffs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tariffs_status_sort_index" ON "tariffs" USING btree ("status","sort");