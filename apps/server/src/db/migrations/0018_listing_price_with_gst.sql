-- Stored product pages carried the fixed delivery text and no card: both are rebuilt on the next read (docs/decisions/023, fourth pass).
DELETE FROM "product_pages";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_price_order_idx";--> statement-breakpoint
DROP INDEX "products_discount_order_idx";--> statement-breakpoint
ALTER TABLE "product_pages" ADD COLUMN "card_json" text NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_with_gst_paise" integer GENERATED ALWAYS AS (price_paise + round(price_paise::bigint * gst_rate_bp / 10000.0)::integer) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_default_order_idx" ON "products" USING btree ("category_id","featured","no_of_reviews","id","price_with_gst_paise");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_with_gst_paise","id");--> statement-breakpoint
CREATE INDEX "products_price_order_idx" ON "products" USING btree ("price_with_gst_paise","id");--> statement-breakpoint
CREATE INDEX "products_discount_order_idx" ON "products" USING btree ((CASE WHEN "mrp_paise" > "price_with_gst_paise" THEN round(("mrp_paise" - "price_with_gst_paise") * 100.0 / "mrp_paise")::integer ELSE 0 END),"id");