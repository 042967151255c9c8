-- Decision 021 (kept counts), extended to two more long lists: the first page of the tool items
-- and shipping forms screens read their totals here instead of counting every row. The same
-- statement triggers as migration 0026: one INSERT ... ON CONFLICT per statement, deltas summed
-- per bucket (a change that leaves every row in its bucket writes nothing) and applied in key
-- order. One function serves any list: its trigger names the list, the owner column and the
-- bucket expression (trigger arguments, the table's own columns; never user input).
CREATE OR REPLACE FUNCTION list_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := TG_ARGV[0];
  owner text := TG_ARGV[1];
  bucket text := TG_ARGV[2];
  deltas text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    deltas := format('SELECT %s AS owner_id, %s AS bucket, 1 AS d FROM new_rows', owner, bucket);
  ELSIF TG_OP = 'DELETE' THEN
    deltas := format('SELECT %s AS owner_id, %s AS bucket, -1 AS d FROM old_rows', owner, bucket);
  ELSE
    deltas := format('SELECT %1$s AS owner_id, %2$s AS bucket, -1 AS d FROM old_rows UNION ALL SELECT %1$s, %2$s, 1 FROM new_rows', owner, bucket);
  END IF;
  EXECUTE format(
    'INSERT INTO list_counts AS c (list, owner_id, bucket, n)
       SELECT %L, owner_id, bucket, sum(d) FROM (%s) deltas GROUP BY 2, 3 HAVING sum(d) <> 0 ORDER BY 2, 3
     ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n',
    counted, deltas);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A tool item (or prefab, stock, temp power item) is counted under its company, bucketed by
-- service and status: the items screen opens on one service, and its status chips sum buckets.
CREATE TRIGGER asset_items_list_counts_insert AFTER INSERT ON asset_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('asset_items', 'company_id', 'service || ''|'' || status');
--> statement-breakpoint
CREATE TRIGGER asset_items_list_counts_delete AFTER DELETE ON asset_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('asset_items', 'company_id', 'service || ''|'' || status');
--> statement-breakpoint
CREATE TRIGGER asset_items_list_counts_update AFTER UPDATE ON asset_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('asset_items', 'company_id', 'service || ''|'' || status');
--> statement-breakpoint
-- A shipping form is counted under its company, bucketed by status (the screen's status chips).
-- Forms are updated often (every change moves updated_at); only a status change writes here.
CREATE TRIGGER shipping_forms_list_counts_insert AFTER INSERT ON shipping_forms REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('shipping_forms', 'company_id', 'status');
--> statement-breakpoint
CREATE TRIGGER shipping_forms_list_counts_delete AFTER DELETE ON shipping_forms REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('shipping_forms', 'company_id', 'status');
--> statement-breakpoint
CREATE TRIGGER shipping_forms_list_counts_update AFTER UPDATE ON shipping_forms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('shipping_forms', 'company_id', 'status');
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT 'asset_items', company_id, service || '|' || status, count(*) FROM asset_items GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT 'shipping_forms', company_id, status, count(*) FROM shipping_forms GROUP BY 2, 3;
