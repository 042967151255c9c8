CREATE TABLE "cable_reel_cuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reel_id" integer NOT NULL,
	"length" numeric(14, 3) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cable_reels" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"list_item_id" integer NOT NULL,
	"reel_number" text NOT NULL,
	"length" numeric(14, 3) NOT NULL,
	"length_left" numeric(14, 3) NOT NULL,
	"unit" text DEFAULT 'FT' NOT NULL,
	"bin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_site_bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_site_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"bin_id" integer,
	"list_item_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_list_tag_links" (
	"company_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_list_tag_links_list_id_tag_id_pk" PRIMARY KEY("list_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_list_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_product_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"cart_item_id" integer,
	"base_item_id" integer,
	"code" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'EA' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"phase_code" text DEFAULT '' NOT NULL,
	"cost_code" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"bin_id" integer,
	"is_cable" boolean DEFAULT false NOT NULL,
	"seller_note" text DEFAULT '' NOT NULL,
	"rental_start_date" date,
	"rental_end_date" date,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_product_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"shared_with_company_id" integer,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cable_reel_cuts" ADD CONSTRAINT "cable_reel_cuts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_reel_cuts" ADD CONSTRAINT "cable_reel_cuts_reel_id_cable_reels_id_fk" FOREIGN KEY ("reel_id") REFERENCES "public"."cable_reels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_reel_cuts" ADD CONSTRAINT "cable_reel_cuts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_reels" ADD CONSTRAINT "cable_reels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_reels" ADD CONSTRAINT "cable_reels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_reels" ADD CONSTRAINT "cable_reels_list_item_id_project_product_list_items_id_fk" FOREIGN KEY ("list_item_id") REFERENCES "public"."project_product_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_reels" ADD CONSTRAINT "cable_reels_bin_id_job_site_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."job_site_bins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_site_bins" ADD CONSTRAINT "job_site_bins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_site_bins" ADD CONSTRAINT "job_site_bins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_site_stock" ADD CONSTRAINT "job_site_stock_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_site_stock" ADD CONSTRAINT "job_site_stock_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_site_stock" ADD CONSTRAINT "job_site_stock_bin_id_job_site_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."job_site_bins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_site_stock" ADD CONSTRAINT "job_site_stock_list_item_id_project_product_list_items_id_fk" FOREIGN KEY ("list_item_id") REFERENCES "public"."project_product_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_tag_links" ADD CONSTRAINT "product_list_tag_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_tag_links" ADD CONSTRAINT "product_list_tag_links_list_id_project_product_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."project_product_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_tag_links" ADD CONSTRAINT "product_list_tag_links_tag_id_product_list_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."product_list_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_tags" ADD CONSTRAINT "product_list_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_list_items" ADD CONSTRAINT "project_product_list_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_list_items" ADD CONSTRAINT "project_product_list_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_list_items" ADD CONSTRAINT "project_product_list_items_list_id_project_product_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."project_product_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_list_items" ADD CONSTRAINT "project_product_list_items_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_list_items" ADD CONSTRAINT "project_product_list_items_base_item_id_base_items_id_fk" FOREIGN KEY ("base_item_id") REFERENCES "public"."base_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_list_items" ADD CONSTRAINT "project_product_list_items_bin_id_job_site_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."job_site_bins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_lists" ADD CONSTRAINT "project_product_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_lists" ADD CONSTRAINT "project_product_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_lists" ADD CONSTRAINT "project_product_lists_parent_id_project_product_lists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."project_product_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_lists" ADD CONSTRAINT "project_product_lists_shared_with_company_id_companies_id_fk" FOREIGN KEY ("shared_with_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_lists" ADD CONSTRAINT "project_product_lists_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cable_reel_cuts_reel_idx" ON "cable_reel_cuts" USING btree ("reel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cable_reels_project_number_unique" ON "cable_reels" USING btree ("project_id",upper("reel_number"));--> statement-breakpoint
CREATE INDEX "cable_reels_item_idx" ON "cable_reels" USING btree ("company_id","list_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_site_bins_project_code_unique" ON "job_site_bins" USING btree ("project_id",upper("code"));--> statement-breakpoint
CREATE INDEX "job_site_bins_company_idx" ON "job_site_bins" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "job_site_stock_item_idx" ON "job_site_stock" USING btree ("list_item_id","bin_id");--> statement-breakpoint
CREATE INDEX "job_site_stock_project_idx" ON "job_site_stock" USING btree ("company_id","project_id","bin_id");--> statement-breakpoint
CREATE INDEX "product_list_tag_links_tag_idx" ON "product_list_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_list_tags_name_unique" ON "product_list_tags" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "project_product_list_items_list_idx" ON "project_product_list_items" USING btree ("company_id","list_id","position");--> statement-breakpoint
CREATE INDEX "project_product_list_items_project_idx" ON "project_product_list_items" USING btree ("company_id","project_id","base_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_product_list_items_cart_item_unique" ON "project_product_list_items" USING btree ("cart_item_id");--> statement-breakpoint
CREATE INDEX "project_product_list_items_bin_idx" ON "project_product_list_items" USING btree ("bin_id");--> statement-breakpoint
CREATE INDEX "project_product_list_items_search_trgm_idx" ON "project_product_list_items" USING gin (lower("description" || ' ' || "code" || ' ' || "manufacturer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_product_lists_project_idx" ON "project_product_lists" USING btree ("company_id","project_id","parent_id","name");--> statement-breakpoint
CREATE INDEX "project_product_lists_parent_idx" ON "project_product_lists" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "project_product_lists_shared_idx" ON "project_product_lists" USING btree ("shared_with_company_id") WHERE "project_product_lists"."shared_with_company_id" is not null;