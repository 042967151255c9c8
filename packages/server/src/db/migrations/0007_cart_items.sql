CREATE TABLE "bom_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"account_id" integer,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_items" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_item_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cart_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"base_item_id" integer,
	"base_item_option_id" integer,
	"manufacturer_id" integer,
	"custom_item_id" integer,
	"package_count" numeric(14, 3) NOT NULL,
	"phase_code" text DEFAULT '' NOT NULL,
	"phase_code_name" text DEFAULT '' NOT NULL,
	"cost_code" text DEFAULT '' NOT NULL,
	"cost_code_name" text DEFAULT '' NOT NULL,
	"wbs_code1" text DEFAULT '' NOT NULL,
	"item_comments" text DEFAULT '' NOT NULL,
	"no_substitute" boolean DEFAULT false NOT NULL,
	"is_rental" boolean DEFAULT false NOT NULL,
	"rental_start_date" date,
	"rental_end_date" date,
	"spool_id" integer,
	"hfr_item_id" integer,
	"project_product_list_item_id" integer,
	"position" numeric(20, 6) NOT NULL,
	"added_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_spools" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"spool_number" text NOT NULL,
	"spool_tag" text DEFAULT '' NOT NULL,
	"stack_layers" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"description" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'EA' NOT NULL,
	"unit_price" numeric(14, 4),
	"manufacturer_name" text DEFAULT '' NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_items" (
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"base_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_items_account_id_company_id_base_item_id_pk" PRIMARY KEY("account_id","company_id","base_item_id")
);
--> statement-breakpoint
CREATE TABLE "hold_for_release_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer,
	"supplier_company_id" integer,
	"base_item_id" integer,
	"release_number" text NOT NULL,
	"description" text NOT NULL,
	"quantity_held" numeric(14, 3) NOT NULL,
	"quantity_released" numeric(14, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bom_imports" ADD CONSTRAINT "bom_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_imports" ADD CONSTRAINT "bom_imports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_imports" ADD CONSTRAINT "bom_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_attachments" ADD CONSTRAINT "cart_item_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item_attachments" ADD CONSTRAINT "cart_item_attachments_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_base_item_id_base_items_id_fk" FOREIGN KEY ("base_item_id") REFERENCES "public"."base_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_base_item_option_id_base_item_options_id_fk" FOREIGN KEY ("base_item_option_id") REFERENCES "public"."base_item_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_custom_item_id_custom_items_id_fk" FOREIGN KEY ("custom_item_id") REFERENCES "public"."custom_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_spool_id_cart_spools_id_fk" FOREIGN KEY ("spool_id") REFERENCES "public"."cart_spools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_hfr_item_id_hold_for_release_items_id_fk" FOREIGN KEY ("hfr_item_id") REFERENCES "public"."hold_for_release_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_added_by_account_id_accounts_id_fk" FOREIGN KEY ("added_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_spools" ADD CONSTRAINT "cart_spools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_spools" ADD CONSTRAINT "cart_spools_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_items" ADD CONSTRAINT "custom_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_items" ADD CONSTRAINT "custom_items_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_base_item_id_base_items_id_fk" FOREIGN KEY ("base_item_id") REFERENCES "public"."base_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_for_release_items" ADD CONSTRAINT "hold_for_release_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_for_release_items" ADD CONSTRAINT "hold_for_release_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_for_release_items" ADD CONSTRAINT "hold_for_release_items_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_for_release_items" ADD CONSTRAINT "hold_for_release_items_base_item_id_base_items_id_fk" FOREIGN KEY ("base_item_id") REFERENCES "public"."base_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bom_imports_project_idx" ON "bom_imports" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "cart_item_attachments_item_idx" ON "cart_item_attachments" USING btree ("cart_item_id");--> statement-breakpoint
CREATE INDEX "cart_items_project_position_idx" ON "cart_items" USING btree ("project_id","position","id");--> statement-breakpoint
CREATE INDEX "cart_items_project_phase_idx" ON "cart_items" USING btree ("project_id","phase_code","position");--> statement-breakpoint
CREATE INDEX "cart_items_project_cost_idx" ON "cart_items" USING btree ("project_id","cost_code");--> statement-breakpoint
CREATE INDEX "cart_items_company_idx" ON "cart_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cart_items_base_item_idx" ON "cart_items" USING btree ("base_item_id");--> statement-breakpoint
CREATE INDEX "cart_items_custom_item_idx" ON "cart_items" USING btree ("custom_item_id");--> statement-breakpoint
CREATE INDEX "cart_items_spool_idx" ON "cart_items" USING btree ("spool_id");--> statement-breakpoint
CREATE INDEX "cart_items_hfr_idx" ON "cart_items" USING btree ("hfr_item_id");--> statement-breakpoint
CREATE INDEX "cart_items_added_by_idx" ON "cart_items" USING btree ("added_by_account_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_spools_project_idx" ON "cart_spools" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "custom_items_company_idx" ON "custom_items" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "custom_items_description_trgm_idx" ON "custom_items" USING gin (lower("description" || ' ' || "code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "favorite_items_base_item_idx" ON "favorite_items" USING btree ("base_item_id");--> statement-breakpoint
CREATE INDEX "hfr_items_company_idx" ON "hold_for_release_items" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "hfr_items_base_item_idx" ON "hold_for_release_items" USING btree ("company_id","base_item_id");--> statement-breakpoint
CREATE INDEX "hfr_items_project_idx" ON "hold_for_release_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "hfr_items_search_trgm_idx" ON "hold_for_release_items" USING gin (lower("release_number" || ' ' || "description") gin_trgm_ops);