-- The ledger is append-only. Balance and debt are sums over it, so nobody edits or
-- deletes an entry, the application included: the database refuses update, delete and truncate.
CREATE FUNCTION "ledger_entries_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % is not allowed', TG_OP USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_refuse_change"();
--> statement-breakpoint
-- Balances and debts kept before the ledger become its opening entries, so the SUM
-- (and the columns, now its projection) go on from where they were.
INSERT INTO "ledger_entries" ("company_id", "kind", "amount_kopecks", "source_type", "source_id", "reason")
SELECT "id", 'correction', ("balance" - "debt")::bigint * 100, 'correction', 'opening:' || "id", 'Начальный остаток'
FROM "companies" WHERE "balance" <> "debt";
