-- A buyer types in the answer of a supplier outside the app (it answers by phone or mail):
-- the quote supplier keeps which of the buyer's users entered it.
ALTER TABLE "quote_suppliers" ADD COLUMN "entered_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "quote_suppliers" ADD CONSTRAINT "quote_suppliers_entered_by_account_id_accounts_id_fk" FOREIGN KEY ("entered_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;