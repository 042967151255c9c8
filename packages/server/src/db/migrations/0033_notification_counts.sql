-- Decision 021 (kept counts), extended to the notifications: the list's total and the bell's
-- unread count read list_counts instead of counting the account's notifications on every page
-- and every bell refresh (a count grew with the account's notifications: 1.2 ms at 5,000 on
-- PostgreSQL). A notification is counted under its account (owner_id), bucketed by its company
-- and whether it is read ('<company id>|read', '<company id>|unread'): a list shows one account's
-- notifications in the current company. The trigger function is migration 0027's.
CREATE TRIGGER notifications_list_counts_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('notifications', 'account_id', 'company_id || CASE WHEN read THEN ''|read'' ELSE ''|unread'' END');
--> statement-breakpoint
CREATE TRIGGER notifications_list_counts_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('notifications', 'account_id', 'company_id || CASE WHEN read THEN ''|read'' ELSE ''|unread'' END');
--> statement-breakpoint
CREATE TRIGGER notifications_list_counts_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('notifications', 'account_id', 'company_id || CASE WHEN read THEN ''|read'' ELSE ''|unread'' END');
--> statement-breakpoint
INSERT INTO list_counts (list, owner_id, bucket, n)
  SELECT 'notifications', account_id, company_id || CASE WHEN read THEN '|read' ELSE '|unread' END, count(*) FROM notifications GROUP BY 2, 3;
