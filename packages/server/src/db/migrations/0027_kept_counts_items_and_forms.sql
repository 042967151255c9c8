-- Decision 021 (kept counts), extended to two more long lists: the first page of the tool items
-- and shipping forms screens read their totals here instead of counting every row. The same
-- statement triggers as migration 0026: one INSERT ... ON CONFLICT per statement, deltas summed
-- per bucket and applied in key order.
-- A tool item (or prefab, stock, temp power item) is counted under its company, bucketed by
-- service and status: the items screen opens on one service, and its status chips sum buckets.
CREATE OR REPLACE FUNCTION list_counts_asset_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'asset_items', company_id, service || '|' || status, count(*)
      FROM new_rows GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'asset_items', company_id, service || '|' || status, -count(*)
      FROM old_rows GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'asset_items', owner_id, bucket, sum(d) FROM (
        SELECT company_id AS owner_id, service || '|' || status AS bucket, -1 AS d FROM old_rows
        UNION ALL
        SELECT company_id, service || '|' || status, 1 FROM new_rows
      ) deltas GROUP BY 2, 3 HAVING sum(d) <> 0 ORDER BY 2, 3
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER asset_items_list_counts_insert AFTER INSERT ON asset_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_asset_items();
--> statement-breakpoint
CREATE TRIGGER asset_items_list_counts_delete AFTER DELETE ON asset_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_asset_items();
--> statement-breakpoint
CREATE TRIGGER asset_items_list_counts_update AFTER UPDATE ON asset_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_asset_items();
--> statement-breakpoint
-- A shipping form is counted under its company, bucketed by status (the screen's status chips).
-- Forms are updated often (every change moves updated_at); only a status change writes here.
CREATE OR REPLACE FUNCTION list_counts_shipping_forms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'shipping_forms', company_id, status, count(*)
      FROM new_rows GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'shipping_forms', company_id, status, -count(*)
      FROM old_rows GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'shipping_forms', owner_id, bucket, sum(d) FROM (
        SELECT company_id AS owner_id, status AS bucket, -1 AS d FROM old_rows
        UNION ALL
        SELECT company_id, status, 1 FROM new_rows
      ) deltas GROUP BY 2, 3 HAVING sum(d) <> 0 ORDER BY 2, 3
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shipping_forms_list_counts_insert AFTER INSERT ON shipping_forms REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_shipping_forms();
--> statement-breakpoint
CREATE TRIGGER shipping_forms_list_counts_delete AFTER DELETE ON shipping_forms REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_shipping_forms();
--> statement-breakpoint
CREATE TRIGGER shipping_forms_list_counts_update AFTER UPDATE ON shipping_forms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_shipping_forms();
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT 'asset_items', company_id, service || '|' || status, count(*) FROM asset_items GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT 'shipping_forms', company_id, status, count(*) FROM shipping_forms GROUP BY 2, 3;
