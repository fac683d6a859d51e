ALTER TABLE "invoice_lines" ADD COLUMN "period_from" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "period_to" text;