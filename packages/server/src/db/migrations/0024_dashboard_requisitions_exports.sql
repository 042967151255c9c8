CREATE TABLE "material_requisition_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requisition_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"base_item_id" integer,
	"project_product_list_item_id" integer,
	"description" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'EA' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cart_item_id" integer,
	"stock_model_id" integer
);
--> statement-breakpoint
CREATE TABLE "material_requisitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"requested_by_id" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"need_by_date" date,
	"note" text DEFAULT '' NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"purchase_order_id" integer,
	"tool_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"format" text DEFAULT 'csv' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"file_key" text,
	"file_name" text,
	"row_count" integer,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "material_requisition_lines" ADD CONSTRAINT "material_requisition_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisition_lines" ADD CONSTRAINT "material_requisition_lines_requisition_id_material_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."material_requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisition_lines" ADD CONSTRAINT "material_requisition_lines_base_item_id_base_items_id_fk" FOREIGN KEY ("base_item_id") REFERENCES "public"."base_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisition_lines" ADD CONSTRAINT "material_requisition_lines_project_product_list_item_id_project_product_list_items_id_fk" FOREIGN KEY ("project_product_list_item_id") REFERENCES "public"."project_product_list_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisition_lines" ADD CONSTRAINT "material_requisition_lines_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisition_lines" ADD CONSTRAINT "material_requisition_lines_stock_model_id_asset_models_id_fk" FOREIGN KEY ("stock_model_id") REFERENCES "public"."asset_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisitions" ADD CONSTRAINT "material_requisitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisitions" ADD CONSTRAINT "material_requisitions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisitions" ADD CONSTRAINT "material_requisitions_requested_by_id_accounts_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisitions" ADD CONSTRAINT "material_requisitions_decided_by_id_accounts_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisitions" ADD CONSTRAINT "material_requisitions_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requisitions" ADD CONSTRAINT "material_requisitions_tool_request_id_tool_requests_id_fk" FOREIGN KEY ("tool_request_id") REFERENCES "public"."tool_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_requisition_lines_requisition_idx" ON "material_requisition_lines" USING btree ("company_id","requisition_id","position");--> statement-breakpoint
CREATE INDEX "material_requisition_lines_search_trgm_idx" ON "material_requisition_lines" USING gin (lower("description" || ' ' || "code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "material_requisitions_company_idx" ON "material_requisitions" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "material_requisitions_company_status_idx" ON "material_requisitions" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "material_requisitions_requester_idx" ON "material_requisitions" USING btree ("company_id","requested_by_id","id");--> statement-breakpoint
CREATE INDEX "material_requisitions_project_idx" ON "material_requisitions" USING btree ("company_id","project_id","id");--> statement-breakpoint
CREATE INDEX "export_jobs_company_idx" ON "export_jobs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "export_jobs_queued_idx" ON "export_jobs" USING btree ("id") WHERE "export_jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "export_jobs_running_idx" ON "export_jobs" USING btree ("heartbeat_at") WHERE "export_jobs"."status" = 'running';