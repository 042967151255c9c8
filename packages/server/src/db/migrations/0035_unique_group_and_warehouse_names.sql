-- A warehouse, user group or contact group name is one record's in its company, in any case.
-- Names saved twice before this keep the first (lowest id) as it is; each later one gets its id
-- after it ("Yard (17)") so the index can be made and the records still tell apart.
UPDATE "warehouses" w SET "name" = w."name" || ' (' || w."id" || ')' WHERE EXISTS (SELECT 1 FROM "warehouses" o WHERE o."company_id" = w."company_id" AND lower(o."name") = lower(w."name") AND o."id" < w."id");
--> statement-breakpoint
UPDATE "user_groups" g SET "name" = g."name" || ' (' || g."id" || ')' WHERE EXISTS (SELECT 1 FROM "user_groups" o WHERE o."company_id" = g."company_id" AND lower(o."name") = lower(g."name") AND o."id" < g."id");
--> statement-breakpoint
UPDATE "contact_groups" g SET "name" = g."name" || ' (' || g."id" || ')' WHERE EXISTS (SELECT 1 FROM "contact_groups" o WHERE o."company_id" = g."company_id" AND lower(o."name") = lower(g."name") AND o."id" < g."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_company_name_unique" ON "user_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_company_name_unique" ON "warehouses" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contact_groups_company_name_unique" ON "contact_groups" USING btree ("company_id",lower("name"));