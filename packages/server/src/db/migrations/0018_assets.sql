CREATE TABLE "asset_audit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"audit_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"expected" boolean NOT NULL,
	"found" boolean DEFAULT false NOT NULL,
	"found_at" timestamp with time zone,
	"recorded_location" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"name" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "asset_custody" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"service" text NOT NULL,
	"quantity" integer NOT NULL,
	"daily_rate_cents" integer NOT NULL,
	"cost_code" text DEFAULT '' NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date
);
--> statement-breakpoint
CREATE TABLE "asset_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"item_id" integer,
	"request_id" integer,
	"account_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"model_id" integer NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"warehouse_id" integer NOT NULL,
	"bin_id" integer,
	"project_id" integer,
	"custodian_id" integer,
	"expected_return_date" date,
	"overdue_notified_for" date,
	"certification_due" date,
	"calibration_due" date,
	"certificate_url" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kit_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit" text DEFAULT 'EA' NOT NULL,
	"reorder_point" integer,
	"daily_rate_cents" integer DEFAULT 0 NOT NULL,
	"cost_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_on" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_request_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"item_id" integer,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_request_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tool_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"request_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"awaiting_approval" boolean DEFAULT false NOT NULL,
	"project_id" integer NOT NULL,
	"warehouse_id" integer,
	"requested_by_id" integer,
	"need_by_date" date,
	"expected_return_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"submitted_on" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "field_leader_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "require_foremen_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_audit_lines" ADD CONSTRAINT "asset_audit_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_audit_lines" ADD CONSTRAINT "asset_audit_lines_audit_id_asset_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."asset_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_audit_lines" ADD CONSTRAINT "asset_audit_lines_item_id_asset_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."asset_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_audits" ADD CONSTRAINT "asset_audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_audits" ADD CONSTRAINT "asset_audits_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_custody" ADD CONSTRAINT "asset_custody_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_custody" ADD CONSTRAINT "asset_custody_item_id_asset_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."asset_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_custody" ADD CONSTRAINT "asset_custody_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_events" ADD CONSTRAINT "asset_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_events" ADD CONSTRAINT "asset_events_item_id_asset_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."asset_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_events" ADD CONSTRAINT "asset_events_request_id_tool_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tool_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_events" ADD CONSTRAINT "asset_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_model_id_asset_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."asset_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_bin_id_bin_locations_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bin_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_custodian_id_accounts_id_fk" FOREIGN KEY ("custodian_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_models" ADD CONSTRAINT "asset_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_request_lines" ADD CONSTRAINT "tool_request_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_request_lines" ADD CONSTRAINT "tool_request_lines_request_id_tool_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tool_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_request_lines" ADD CONSTRAINT "tool_request_lines_model_id_asset_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."asset_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_request_lines" ADD CONSTRAINT "tool_request_lines_item_id_asset_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."asset_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_request_picks" ADD CONSTRAINT "tool_request_picks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_request_picks" ADD CONSTRAINT "tool_request_picks_line_id_tool_request_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."tool_request_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_request_picks" ADD CONSTRAINT "tool_request_picks_item_id_asset_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."asset_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_requests" ADD CONSTRAINT "tool_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_requests" ADD CONSTRAINT "tool_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_requests" ADD CONSTRAINT "tool_requests_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_requests" ADD CONSTRAINT "tool_requests_requested_by_id_accounts_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_audit_lines_item_unique" ON "asset_audit_lines" USING btree ("audit_id","item_id");--> statement-breakpoint
CREATE INDEX "asset_audits_owner_idx" ON "asset_audits" USING btree ("company_id","owner_type","owner_id","id");--> statement-breakpoint
CREATE INDEX "asset_custody_project_idx" ON "asset_custody" USING btree ("company_id","service","project_id","started_on");--> statement-breakpoint
CREATE INDEX "asset_custody_item_idx" ON "asset_custody" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "asset_events_item_idx" ON "asset_events" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "asset_events_request_idx" ON "asset_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "asset_items_company_service_idx" ON "asset_items" USING btree ("company_id","service","id");--> statement-breakpoint
CREATE INDEX "asset_items_status_idx" ON "asset_items" USING btree ("company_id","service","status","id");--> statement-breakpoint
CREATE INDEX "asset_items_project_idx" ON "asset_items" USING btree ("company_id","project_id","id");--> statement-breakpoint
CREATE INDEX "asset_items_warehouse_idx" ON "asset_items" USING btree ("company_id","warehouse_id","bin_id");--> statement-breakpoint
CREATE INDEX "asset_items_model_idx" ON "asset_items" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "asset_items_custodian_idx" ON "asset_items" USING btree ("company_id","custodian_id");--> statement-breakpoint
CREATE INDEX "asset_items_expected_idx" ON "asset_items" USING btree ("company_id","expected_return_date") WHERE "asset_items"."project_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_items_barcode_unique" ON "asset_items" USING btree ("company_id",upper("barcode")) WHERE "asset_items"."barcode" <> '';--> statement-breakpoint
CREATE INDEX "asset_items_serial_idx" ON "asset_items" USING btree ("company_id",upper("serial_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "asset_models_code_unique" ON "asset_models" USING btree ("company_id","service",upper("code"));--> statement-breakpoint
CREATE INDEX "asset_models_company_name_idx" ON "asset_models" USING btree ("company_id","service",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_day_unique" ON "job_runs" USING btree ("job","run_on");--> statement-breakpoint
CREATE INDEX "tool_request_lines_request_idx" ON "tool_request_lines" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "tool_request_picks_line_idx" ON "tool_request_picks" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "tool_request_picks_item_idx" ON "tool_request_picks" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "tool_requests_company_idx" ON "tool_requests" USING btree ("company_id","service","created_at","id");--> statement-breakpoint
CREATE INDEX "tool_requests_status_idx" ON "tool_requests" USING btree ("company_id","service","status");--> statement-breakpoint
CREATE INDEX "tool_requests_project_idx" ON "tool_requests" USING btree ("company_id","project_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_field_leader_id_accounts_id_fk" FOREIGN KEY ("field_leader_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;