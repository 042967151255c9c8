ALTER TABLE "companies" ADD COLUMN "email_domains" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founder_token_hash" text;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "decided_by_id" integer;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "company_memberships_pending_idx" ON "company_memberships" USING btree ("company_id","created_at") WHERE "company_memberships"."status" = 'pending';