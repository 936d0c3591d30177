ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "extended_warranty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "total_warranty_months" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_range" CHECK ("products"."warranty_months" BETWEEN 0 AND 120);