CREATE TABLE "order_day_counts" (
	"owner_id" integer NOT NULL,
	"side" text NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_day_counts_owner_id_side_status_day_pk" PRIMARY KEY("owner_id","side","status","day")
);
--> statement-breakpoint
-- Decision 021: the orders lists' totals. Each order is counted in its buyer's list and, once it
-- has one, in its supplying company's list, by status and the UTC day it was created. One INSERT
-- ... ON CONFLICT per statement, deltas summed per key (a change that keeps status, day and
-- companies, such as a new need-by date, writes nothing) and applied in key order.
CREATE OR REPLACE FUNCTION order_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_counts AS c (owner_id, side, status, day, n)
      SELECT owner_id, side, status, day, sum(d) FROM (
        SELECT company_id AS owner_id, 'buyer' AS side, status, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS d FROM new_rows
        UNION ALL
        SELECT supplying_company_id, 'seller', status, (created_at AT TIME ZONE 'UTC')::date, 1 FROM new_rows WHERE supplying_company_id IS NOT NULL
      ) deltas GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (owner_id, side, status, day) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_day_counts AS c (owner_id, side, status, day, n)
      SELECT owner_id, side, status, day, sum(d) FROM (
        SELECT company_id AS owner_id, 'buyer' AS side, status, (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS d FROM old_rows
        UNION ALL
        SELECT supplying_company_id, 'seller', status, (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows WHERE supplying_company_id IS NOT NULL
      ) deltas GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (owner_id, side, status, day) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO order_day_counts AS c (owner_id, side, status, day, n)
      SELECT owner_id, side, status, day, sum(d) FROM (
        SELECT company_id AS owner_id, 'buyer' AS side, status, (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS d FROM old_rows
        UNION ALL
        SELECT supplying_company_id, 'seller', status, (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows WHERE supplying_company_id IS NOT NULL
        UNION ALL
        SELECT company_id, 'buyer', status, (created_at AT TIME ZONE 'UTC')::date, 1 FROM new_rows
        UNION ALL
        SELECT supplying_company_id, 'seller', status, (created_at AT TIME ZONE 'UTC')::date, 1 FROM new_rows WHERE supplying_company_id IS NOT NULL
      ) deltas GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (owner_id, side, status, day) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER purchase_orders_day_counts_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_day_counts_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER purchase_orders_day_counts_update AFTER UPDATE ON purchase_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
INSERT INTO order_day_counts (owner_id, side, status, day, n)
  SELECT owner_id, side, status, day, count(*) FROM (
    SELECT company_id AS owner_id, 'buyer' AS side, status, (created_at AT TIME ZONE 'UTC')::date AS day FROM purchase_orders
    UNION ALL
    SELECT supplying_company_id, 'seller', status, (created_at AT TIME ZONE 'UTC')::date FROM purchase_orders WHERE supplying_company_id IS NOT NULL
  ) o GROUP BY 1, 2, 3, 4;
