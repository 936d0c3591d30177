ALTER TABLE "orders" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;