DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_default_order_idx";--> statement-breakpoint
DROP INDEX "products_price_order_idx";--> statement-breakpoint
DROP INDEX "products_default_order_idx";--> statement-breakpoint
DROP INDEX "products_rating_order_idx";--> statement-breakpoint
DROP INDEX "products_stars_order_idx";--> statement-breakpoint
DROP INDEX "products_created_order_idx";--> statement-breakpoint
DROP INDEX "products_name_order_idx";--> statement-breakpoint
DROP INDEX "products_discount_order_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_with_gst_paise","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_category_default_order_idx" ON "products" USING btree ("category_id","featured","no_of_reviews","id","price_with_gst_paise") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_price_order_idx" ON "products" USING btree ("price_with_gst_paise","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_default_order_idx" ON "products" USING btree ("featured","no_of_reviews","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_rating_order_idx" ON "products" USING btree ("no_of_reviews","review_stars","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_stars_order_idx" ON "products" USING btree ("review_stars","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_created_order_idx" ON "products" USING btree ("created_at","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ("product_name","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_discount_order_idx" ON "products" USING btree ((CASE WHEN "mrp_paise" > "price_with_gst_paise" THEN round(("mrp_paise" - "price_with_gst_paise") * 100.0 / "mrp_paise")::integer ELSE 0 END),"id") WHERE archived_at IS NULL;