DROP INDEX "referral_leads_phone_unique";--> statement-breakpoint
-- Phones were always stored by normalizePhone (7XXXXXXXXXX); these two statements only guard
-- rows written otherwise, before the check and the one-lead-per-phone index: a phone is
-- normalised as normalizePhone does, and one that is still not a phone, or that an earlier lead
-- (of any referrer) already holds, moves into the lead's comment so that nothing is lost.
UPDATE "referral_leads" SET "phone" = CASE
  WHEN regexp_replace("phone", '\D', '', 'g') ~ '^[78][0-9]{10}$' THEN '7' || substr(regexp_replace("phone", '\D', '', 'g'), 2)
  WHEN regexp_replace("phone", '\D', '', 'g') ~ '^9[0-9]{9}$' THEN '7' || regexp_replace("phone", '\D', '', 'g')
  ELSE "phone" END
WHERE "phone" !~ '^(7[0-9]{10})?$';--> statement-breakpoint
UPDATE "referral_leads" AS "lead" SET
  "comment" = concat_ws(E'\n', nullif("lead"."comment", ''), 'Телефон: ' || "lead"."phone"),
  "phone" = ''
WHERE "lead"."phone" <> '' AND (
  "lead"."phone" !~ '^7[0-9]{10}$'
  OR EXISTS (SELECT 1 FROM "referral_leads" AS "first" WHERE "first"."phone" = "lead"."phone" AND "first"."id" < "lead"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "referral_leads_phone_unique" ON "referral_leads" USING btree ("phone") WHERE "referral_leads"."phone" <> '';--> statement-breakpoint
ALTER TABLE "referral_leads" ADD CONSTRAINT "referral_leads_phone_normalised" CHECK ("referral_leads"."phone" ~ '^(7[0-9]{10})?$');