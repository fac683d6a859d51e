-- One bank payment, one key: the same transfer recorded by hand and by a statement import holds
-- one bank_key, so the unique index admits only the first; advance_kopecks is the part an invoice
-- could not take (paid, cancelled, overpaid), kept on the balance as an advance.
ALTER TABLE "payments" ADD COLUMN "bank_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "advance_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_key_unique" ON "payments" USING btree ("bank_key");
