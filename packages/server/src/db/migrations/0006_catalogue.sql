CREATE TABLE "base_item_manufacturers" (
	"base_item_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "base_item_manufacturers_base_item_id_manufacturer_id_pk" PRIMARY KEY("base_item_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "base_item_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"package_quantity" numeric(12, 3) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_item_code" text NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"category_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"manufacturer_id" integer,
	"unit" text NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"spec_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"link" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"owner_company_id" integer,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, base_item_code || ' ' || product_code), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, keywords), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer,
	"kind" text NOT NULL,
	"buyer_company_id" integer,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_items" integer DEFAULT 0 NOT NULL,
	"updated_items" integer DEFAULT 0 NOT NULL,
	"prices_written" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_company_id" integer NOT NULL,
	"base_item_id" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "base_item_manufacturers" ADD CONSTRAINT "base_item_manufacturers_base_item_id_base_items_id_fk" FOREIGN KEY ("base_item_id") REFERENCES "public"."base_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_item_manufacturers" ADD CONSTRAINT "base_item_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_item_options" ADD CONSTRAINT "base_item_options_base_item_id_base_items_id_fk" FOREIGN KEY ("base_item_id") REFERENCES "public"."base_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_items" ADD CONSTRAINT "base_items_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_items" ADD CONSTRAINT "base_items_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_items" ADD CONSTRAINT "base_items_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_items" ADD CONSTRAINT "base_items_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_base_item_id_base_items_id_fk" FOREIGN KEY ("base_item_id") REFERENCES "public"."base_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_item_manufacturers_mfr_idx" ON "base_item_manufacturers" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_item_options_item_name_unique" ON "base_item_options" USING btree ("base_item_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "base_items_code_unique" ON "base_items" USING btree (lower("base_item_code"));--> statement-breakpoint
CREATE INDEX "base_items_search_idx" ON "base_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "base_items_code_trgm_idx" ON "base_items" USING gin (lower("base_item_code" || ' ' || "product_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "base_items_category_idx" ON "base_items" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "base_items_group_idx" ON "base_items" USING btree ("product_group_id","id");--> statement-breakpoint
CREATE INDEX "base_items_manufacturer_idx" ON "base_items" USING btree ("manufacturer_id","id");--> statement-breakpoint
CREATE INDEX "base_items_price_idx" ON "base_items" USING btree ("unit_price");--> statement-breakpoint
CREATE INDEX "base_items_owner_idx" ON "base_items" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "catalogue_imports_company_idx" ON "catalogue_imports" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_prices_unique" ON "contract_prices" USING btree ("company_id","supplier_company_id","base_item_id","valid_from");--> statement-breakpoint
CREATE INDEX "contract_prices_item_idx" ON "contract_prices" USING btree ("base_item_id");--> statement-breakpoint
CREATE INDEX "contract_prices_supplier_idx" ON "contract_prices" USING btree ("supplier_company_id","base_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_unique" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_unique" ON "product_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_groups_category_name_unique" ON "product_groups" USING btree ("category_id",lower("name"));