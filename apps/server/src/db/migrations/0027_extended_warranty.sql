ALTER TABLE "products" ADD COLUMN "extended_warranty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "extended_warranty_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "extended_warranty_months" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "warranty_unit_price_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "warranty_gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "warranty_taxable_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "warranty_gst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_extended_warranty_range" CHECK ("products"."extended_warranty_months" BETWEEN 0 AND 60 AND "products"."extended_warranty_price_paise" >= 0 AND ("products"."extended_warranty_months" = 0 OR "products"."extended_warranty_price_paise" > 0));--> statement-breakpoint
-- Stored product pages are rebuilt on demand: the old ones lack extended_warranty_offer (decision 039).
DELETE FROM "product_pages";
