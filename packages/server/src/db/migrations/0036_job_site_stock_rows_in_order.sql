DROP INDEX "project_product_list_items_list_idx";--> statement-breakpoint
CREATE INDEX "project_product_list_items_list_order_idx" ON "project_product_list_items" USING btree ("company_id","list_id","position","id");--> statement-breakpoint
-- Decision 017 (addendum 2026-12-03): the job-site stock screen's total kept (decision 021). Its
-- rows are each list item in each bin holding some of it, or once at its own bin when nothing of
-- it is on site; the first page counted every item and grouped every stock row of the job site.
-- Kept under the company (owner_id), per project:
--   job_site_stock_rows '<project>|items': the project's list items, one row each at least;
--   job_site_stock_rows '<project>|extra': per item, the bins holding some of it beyond the first;
--   job_site_stock_in_stock '<project>': per item, the bins holding some of it (in_stock=true).
-- A project's rows are its two job_site_stock_rows buckets, the company's every one of them.
CREATE TRIGGER project_product_list_items_stock_rows_insert AFTER INSERT ON project_product_list_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('job_site_stock_rows', 'company_id', 'project_id || ''|items''');
--> statement-breakpoint
CREATE TRIGGER project_product_list_items_stock_rows_delete AFTER DELETE ON project_product_list_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('job_site_stock_rows', 'company_id', 'project_id || ''|items''');
--> statement-breakpoint
CREATE TRIGGER project_product_list_items_stock_rows_update AFTER UPDATE ON project_product_list_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('job_site_stock_rows', 'company_id', 'project_id || ''|items''');
--> statement-breakpoint
-- An item's bins are a property of all its stock rows, not of one row, so this function
-- recounts the bins of each item a statement touched, before and after it: before is the table
-- now less the rows the statement wrote plus the rows it removed (old versions of updated rows,
-- deleted rows). A bin holds some of the item when one of its rows there has quantity > 0, as
-- the screen reads it. Writers of an item's stock lock the item first (receive, bin change), so
-- two statements never recount one item at once.
CREATE OR REPLACE FUNCTION job_site_stock_rows_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written text := CASE WHEN TG_OP = 'DELETE' THEN 'SELECT NULL::int AS id WHERE false' ELSE 'SELECT id FROM new_rows' END;
  removed text := CASE WHEN TG_OP = 'INSERT' THEN 'SELECT * FROM job_site_stock WHERE false' ELSE 'SELECT * FROM old_rows' END;
BEGIN
  EXECUTE format(
    'WITH removed AS (%s), written AS (%s),
       touched AS (SELECT list_item_id FROM removed UNION SELECT s.list_item_id FROM job_site_stock s WHERE s.id IN (SELECT id FROM written)),
       stock_now AS (SELECT s.* FROM job_site_stock s WHERE s.list_item_id IN (SELECT list_item_id FROM touched)),
       stock_before AS (SELECT * FROM stock_now WHERE id NOT IN (SELECT id FROM written) UNION ALL SELECT * FROM removed),
       bins AS (
         SELECT company_id, project_id, -1 AS sign, count(DISTINCT coalesce(bin_id, 0)) FILTER (WHERE quantity > 0) AS n FROM stock_before GROUP BY company_id, project_id, list_item_id
         UNION ALL
         SELECT company_id, project_id, 1, count(DISTINCT coalesce(bin_id, 0)) FILTER (WHERE quantity > 0) FROM stock_now GROUP BY company_id, project_id, list_item_id),
       deltas AS (
         SELECT ''job_site_stock_rows'' AS list, company_id AS owner_id, project_id || ''|extra'' AS bucket, sign * greatest(n - 1, 0) AS d FROM bins
         UNION ALL
         SELECT ''job_site_stock_in_stock'', company_id, project_id::text, sign * n FROM bins)
     INSERT INTO list_counts AS c (list, owner_id, bucket, n)
       SELECT list, owner_id, bucket, sum(d) FROM deltas GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
     ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n',
    removed, written);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER job_site_stock_rows_insert AFTER INSERT ON job_site_stock REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_site_stock_rows_follow();
--> statement-breakpoint
CREATE TRIGGER job_site_stock_rows_delete AFTER DELETE ON job_site_stock REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_site_stock_rows_follow();
--> statement-breakpoint
CREATE TRIGGER job_site_stock_rows_update AFTER UPDATE ON job_site_stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_site_stock_rows_follow();
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT 'job_site_stock_rows', company_id, project_id || '|items', count(*) FROM project_product_list_items GROUP BY company_id, project_id;
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT list, owner_id, bucket, sum(d) FROM (
    SELECT 'job_site_stock_rows' AS list, company_id AS owner_id, project_id || '|extra' AS bucket, greatest(n - 1, 0) AS d FROM (
      SELECT company_id, project_id, count(DISTINCT coalesce(bin_id, 0)) FILTER (WHERE quantity > 0) AS n FROM job_site_stock GROUP BY company_id, project_id, list_item_id) bins
    UNION ALL
    SELECT 'job_site_stock_in_stock', company_id, project_id::text, n FROM (
      SELECT company_id, project_id, count(DISTINCT coalesce(bin_id, 0)) FILTER (WHERE quantity > 0) AS n FROM job_site_stock GROUP BY company_id, project_id, list_item_id) bins
  ) deltas GROUP BY 1, 2, 3 HAVING sum(d) <> 0;
