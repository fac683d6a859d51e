CREATE INDEX "users_role_slug_index" ON "users" USING btree ("role_slug","id");--> statement-breakpoint
CREATE INDEX "users_status_index" ON "users" USING btree ("status","id");