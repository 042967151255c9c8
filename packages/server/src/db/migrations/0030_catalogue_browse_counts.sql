-- Decision 026 (addendum): the catalogue's browse total. Browsing the catalogue with no filter, or
-- by category only, counted every item on each first page (at 1,000,000 items about half a
-- second). An item is counted under its category (owner_id = category_id), by statement triggers
-- on the transition tables as in 0026: the whole catalogue's total is the sum of one row per
-- category, a category's total one row.
CREATE OR REPLACE FUNCTION list_counts_base_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'base_items', category_id, '', count(*) FROM new_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'base_items', category_id, '', -count(*) FROM old_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'base_items', owner_id, '', sum(d) FROM (
        SELECT category_id AS owner_id, -1 AS d FROM old_rows
        UNION ALL
        SELECT category_id, 1 FROM new_rows
      ) deltas GROUP BY 2 HAVING sum(d) <> 0 ORDER BY 2
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER base_items_list_counts_insert AFTER INSERT ON base_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_base_items();
--> statement-breakpoint
CREATE TRIGGER base_items_list_counts_delete AFTER DELETE ON base_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_base_items();
--> statement-breakpoint
CREATE TRIGGER base_items_list_counts_update AFTER UPDATE ON base_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_base_items();
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT 'base_items', category_id, '', count(*) FROM base_items GROUP BY 2;
