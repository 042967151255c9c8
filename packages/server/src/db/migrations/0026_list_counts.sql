CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"owner_id" integer NOT NULL,
	"bucket" text DEFAULT '' NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "list_counts_list_owner_id_bucket_pk" PRIMARY KEY("list","owner_id","bucket")
);
--> statement-breakpoint
-- Decision 021. The counts are kept by statement triggers that read the statement's transition
-- tables: one INSERT ... ON CONFLICT per statement, its deltas summed per bucket (a change that
-- leaves a row in its bucket, such as renaming a project, writes nothing) and applied in key
-- order, so two transactions lock the same counter rows in the same order.
-- A project is counted under its company, bucketed by status and whether it is top level
-- (the project screen's default view: active, top level).
CREATE OR REPLACE FUNCTION list_counts_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'projects', company_id, status || CASE WHEN parent_id IS NULL THEN '|top' ELSE '|child' END, count(*)
      FROM new_rows GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'projects', company_id, status || CASE WHEN parent_id IS NULL THEN '|top' ELSE '|child' END, -count(*)
      FROM old_rows GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'projects', owner_id, bucket, sum(d) FROM (
        SELECT company_id AS owner_id, status || CASE WHEN parent_id IS NULL THEN '|top' ELSE '|child' END AS bucket, -1 AS d FROM old_rows
        UNION ALL
        SELECT company_id, status || CASE WHEN parent_id IS NULL THEN '|top' ELSE '|child' END, 1 FROM new_rows
      ) deltas GROUP BY 2, 3 HAVING sum(d) <> 0 ORDER BY 2, 3
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_list_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_projects();
--> statement-breakpoint
CREATE TRIGGER projects_list_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_projects();
--> statement-breakpoint
CREATE TRIGGER projects_list_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_projects();
--> statement-breakpoint
-- A BOM line is counted under its project (a move to another project is an update of project_id;
-- PostgreSQL allows no column list with transition tables, so every update runs it and writes
-- nothing unless a line changed project).
CREATE OR REPLACE FUNCTION list_counts_cart_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'cart_items', project_id, '', count(*) FROM new_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'cart_items', project_id, '', -count(*) FROM old_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO list_counts AS c (list, owner_id, bucket, n)
      SELECT 'cart_items', owner_id, '', sum(d) FROM (
        SELECT project_id AS owner_id, -1 AS d FROM old_rows
        UNION ALL
        SELECT project_id, 1 FROM new_rows
      ) deltas GROUP BY 2 HAVING sum(d) <> 0 ORDER BY 2
    ON CONFLICT (list, owner_id, bucket) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_list_counts_insert AFTER INSERT ON cart_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_cart_items();
--> statement-breakpoint
CREATE TRIGGER cart_items_list_counts_delete AFTER DELETE ON cart_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_cart_items();
--> statement-breakpoint
CREATE TRIGGER cart_items_list_counts_update AFTER UPDATE ON cart_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_cart_items();
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT 'projects', company_id, status || CASE WHEN parent_id IS NULL THEN '|top' ELSE '|child' END, count(*) FROM projects GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT 'cart_items', project_id, '', count(*) FROM cart_items GROUP BY 2;
