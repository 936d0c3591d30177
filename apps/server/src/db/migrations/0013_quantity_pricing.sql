ALTER TABLE "products" ADD COLUMN "bulk_price_5_10_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bulk_price_10_20_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bulk_price_20_50_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bulk_price_50_100_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bulk_price_100_plus_paise" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "regular_unit_price_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "is_bulk_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bulk_range" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tier_source" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "coupon_discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_bulk_items" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bulk_order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_percentage_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_service" text DEFAULT '' NOT NULL;