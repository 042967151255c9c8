-- The group setting allow_manage_company (issue 13) guards changes to company settings. Groups
-- that could manage users were the companies' administrators: they keep managing the company.
UPDATE "user_groups" SET "settings" = "settings" || '{"allow_manage_company": true}'::jsonb WHERE ("settings" ->> 'allow_manage_users')::boolean IS TRUE;
