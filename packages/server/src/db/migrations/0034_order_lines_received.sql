-- Receiving line by line (decision record 013): each order line keeps the units the buyer
-- counted in. An order received before this was received in full.
ALTER TABLE "purchase_order_items" ADD COLUMN "received_quantity" numeric(14, 3) DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "purchase_order_items" SET "received_quantity" = "quantity" WHERE "order_id" IN (SELECT "id" FROM "purchase_orders" WHERE "status" = 'received');
