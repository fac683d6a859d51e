CREATE TABLE "company_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bik" text NOT NULL,
	"bank_name" text NOT NULL,
	"correspondent_account" text,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"extension" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"phone" text,
	"email" text,
	"position" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_assignments" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_assignments_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_banks" ADD CONSTRAINT "company_banks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_banks_company_account_unique" ON "company_banks" USING btree ("company_id","account");--> statement-breakpoint
CREATE INDEX "company_banks_company_id_index" ON "company_banks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_documents_company_id_index" ON "company_documents" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_pending_phone_unique" ON "company_invitations" USING btree ("company_id","phone") WHERE "company_invitations"."status" = 'PENDING' and "company_invitations"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_pending_email_unique" ON "company_invitations" USING btree ("company_id","email") WHERE "company_invitations"."status" = 'PENDING' and "company_invitations"."email" is not null;--> statement-breakpoint
CREATE INDEX "company_invitations_phone_index" ON "company_invitations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "company_invitations_email_index" ON "company_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_assignments_user_id_index" ON "staff_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_inn_pattern_index" ON "companies" USING btree ("inn" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_lower_name_pattern_index" ON "companies" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "company_users_user_id_index" ON "company_users" USING btree ("user_id");