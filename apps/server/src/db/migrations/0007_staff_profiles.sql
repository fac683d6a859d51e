CREATE TABLE "staff_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"accepting_new_clients" boolean DEFAULT true NOT NULL,
	"working_hours" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;