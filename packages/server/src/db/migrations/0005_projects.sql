CREATE TABLE "project_owners" (
	"project_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_owners_project_id_account_id_pk" PRIMARY KEY("project_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"main_job_num" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"is_work_order" boolean DEFAULT false NOT NULL,
	"is_job" boolean DEFAULT true NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"address" jsonb,
	"popular_phase_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popular_cost_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popular_material_phase_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popular_material_cost_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"requester_account_id" integer NOT NULL,
	"requester_company_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "project_owners" ADD CONSTRAINT "project_owners_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_owners" ADD CONSTRAINT "project_owners_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_owners" ADD CONSTRAINT "project_owners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_access_requests" ADD CONSTRAINT "supplier_access_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_access_requests" ADD CONSTRAINT "supplier_access_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_access_requests" ADD CONSTRAINT "supplier_access_requests_requester_account_id_accounts_id_fk" FOREIGN KEY ("requester_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_access_requests" ADD CONSTRAINT "supplier_access_requests_requester_company_id_companies_id_fk" FOREIGN KEY ("requester_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_access_requests" ADD CONSTRAINT "supplier_access_requests_decided_by_account_id_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_owners_account_idx" ON "project_owners" USING btree ("account_id","company_id");--> statement-breakpoint
CREATE INDEX "projects_company_name_idx" ON "projects" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "projects_company_job_num_idx" ON "projects" USING btree ("company_id","main_job_num","id");--> statement-breakpoint
CREATE INDEX "projects_company_created_idx" ON "projects" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_company_status_idx" ON "projects" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "projects_company_work_order_idx" ON "projects" USING btree ("company_id","is_work_order");--> statement-breakpoint
CREATE INDEX "projects_company_job_idx" ON "projects" USING btree ("company_id","is_job");--> statement-breakpoint
CREATE INDEX "projects_parent_idx" ON "projects" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_job_num_unique" ON "projects" USING btree ("company_id",lower("main_job_num")) WHERE "projects"."main_job_num" <> '';--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_job_num_trgm_idx" ON "projects" USING gin ("main_job_num" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_access_requests_company_idx" ON "supplier_access_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_access_requests_project_idx" ON "supplier_access_requests" USING btree ("project_id");