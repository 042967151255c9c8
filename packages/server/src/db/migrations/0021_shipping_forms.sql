CREATE TABLE "packaging_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_type" text DEFAULT 'US' NOT NULL,
	"height" double precision,
	"width" double precision,
	"length" double precision,
	"weight" double precision
);
--> statement-breakpoint
CREATE TABLE "shipping_cc" (
	"form_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_cc_form_id_account_id_pk" PRIMARY KEY("form_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"account_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"status" text NOT NULL,
	"user_name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"received_by" text DEFAULT '' NOT NULL,
	"attachment_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"service" text DEFAULT 'tool' NOT NULL,
	"tool_request_id" integer,
	"production_step_item_id" integer,
	"project_id" integer,
	"return_of_id" integer,
	"pickup_warehouse_id" integer,
	"external_tracking_num" text DEFAULT '' NOT NULL,
	"shipping_address" jsonb,
	"will_call" boolean DEFAULT false NOT NULL,
	"shipping_date" date,
	"instructions" text DEFAULT '' NOT NULL,
	"delivery_by_contact_group_id" integer,
	"delivery_by_name" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_item_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shipping_item_id" integer NOT NULL,
	"bin_id" integer,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"type" text NOT NULL,
	"model_id" integer,
	"item_id" integer,
	"tool_request_line_id" integer,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'EA' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"exception" text,
	"exception_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packaging_items" ADD CONSTRAINT "packaging_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_items" ADD CONSTRAINT "packaging_items_form_id_shipping_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."shipping_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_cc" ADD CONSTRAINT "shipping_cc_form_id_shipping_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."shipping_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_cc" ADD CONSTRAINT "shipping_cc_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_cc" ADD CONSTRAINT "shipping_cc_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_changes" ADD CONSTRAINT "shipping_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_changes" ADD CONSTRAINT "shipping_changes_form_id_shipping_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."shipping_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_changes" ADD CONSTRAINT "shipping_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_deliveries" ADD CONSTRAINT "shipping_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_deliveries" ADD CONSTRAINT "shipping_deliveries_form_id_shipping_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."shipping_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_deliveries" ADD CONSTRAINT "shipping_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_forms" ADD CONSTRAINT "shipping_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_forms" ADD CONSTRAINT "shipping_forms_tool_request_id_tool_requests_id_fk" FOREIGN KEY ("tool_request_id") REFERENCES "public"."tool_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_forms" ADD CONSTRAINT "shipping_forms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_forms" ADD CONSTRAINT "shipping_forms_return_of_id_shipping_forms_id_fk" FOREIGN KEY ("return_of_id") REFERENCES "public"."shipping_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_forms" ADD CONSTRAINT "shipping_forms_pickup_warehouse_id_warehouses_id_fk" FOREIGN KEY ("pickup_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_forms" ADD CONSTRAINT "shipping_forms_delivery_by_contact_group_id_contact_groups_id_fk" FOREIGN KEY ("delivery_by_contact_group_id") REFERENCES "public"."contact_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_forms" ADD CONSTRAINT "shipping_forms_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_item_details" ADD CONSTRAINT "shipping_item_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_item_details" ADD CONSTRAINT "shipping_item_details_shipping_item_id_shipping_items_id_fk" FOREIGN KEY ("shipping_item_id") REFERENCES "public"."shipping_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_item_details" ADD CONSTRAINT "shipping_item_details_bin_id_bin_locations_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bin_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_items" ADD CONSTRAINT "shipping_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_items" ADD CONSTRAINT "shipping_items_form_id_shipping_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."shipping_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_items" ADD CONSTRAINT "shipping_items_model_id_asset_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."asset_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_items" ADD CONSTRAINT "shipping_items_item_id_asset_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."asset_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_items" ADD CONSTRAINT "shipping_items_tool_request_line_id_tool_request_lines_id_fk" FOREIGN KEY ("tool_request_line_id") REFERENCES "public"."tool_request_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packaging_items_form_idx" ON "packaging_items" USING btree ("form_id","id");--> statement-breakpoint
CREATE INDEX "shipping_changes_form_idx" ON "shipping_changes" USING btree ("form_id","id");--> statement-breakpoint
CREATE INDEX "shipping_deliveries_form_idx" ON "shipping_deliveries" USING btree ("form_id","id");--> statement-breakpoint
CREATE INDEX "shipping_forms_company_updated_idx" ON "shipping_forms" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "shipping_forms_company_status_idx" ON "shipping_forms" USING btree ("company_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "shipping_forms_request_idx" ON "shipping_forms" USING btree ("company_id","tool_request_id");--> statement-breakpoint
CREATE INDEX "shipping_forms_project_idx" ON "shipping_forms" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "shipping_forms_return_of_idx" ON "shipping_forms" USING btree ("return_of_id");--> statement-breakpoint
CREATE INDEX "shipping_item_details_item_idx" ON "shipping_item_details" USING btree ("shipping_item_id");--> statement-breakpoint
CREATE INDEX "shipping_items_form_idx" ON "shipping_items" USING btree ("form_id","id");--> statement-breakpoint
CREATE INDEX "shipping_items_line_idx" ON "shipping_items" USING btree ("tool_request_line_id");