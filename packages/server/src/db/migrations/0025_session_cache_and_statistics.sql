-- Decision 019. Every committed statement that changes what a session's context is read from
-- (sessions, accounts, companies, company memberships, user groups) tells every server
-- process to drop its cached session contexts (platform/session-cache.ts). NOTIFY is sent
-- on commit only, and identical notifications of one transaction are sent once.
CREATE OR REPLACE FUNCTION jobsite_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobsite_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION jobsite_auth_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_auth_changed AFTER UPDATE OR DELETE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION jobsite_auth_changed();
--> statement-breakpoint
CREATE TRIGGER companies_auth_changed AFTER UPDATE OR DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION jobsite_auth_changed();
--> statement-breakpoint
CREATE TRIGGER company_memberships_auth_changed AFTER INSERT OR UPDATE OR DELETE ON company_memberships FOR EACH STATEMENT EXECUTE FUNCTION jobsite_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_groups_auth_changed AFTER UPDATE OR DELETE ON user_groups FOR EACH STATEMENT EXECUTE FUNCTION jobsite_auth_changed();
--> statement-breakpoint
-- A project's BOM lines are also its company's: without this the planner multiplies the two
-- selectivities, expects a few hundred lines where there are thousands, and sorts them all
-- instead of reading the project/position index in order.
CREATE STATISTICS IF NOT EXISTS cart_items_company_project_stats (dependencies) ON company_id, project_id FROM cart_items;
