DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_paise");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "products_price_order_idx" ON "products" USING btree ("price_paise","id");--> statement-breakpoint
CREATE INDEX "products_default_order_idx" ON "products" USING btree ("featured","no_of_reviews","id");--> statement-breakpoint
CREATE INDEX "products_rating_order_idx" ON "products" USING btree ("no_of_reviews","review_stars","id");--> statement-breakpoint
CREATE INDEX "products_stars_order_idx" ON "products" USING btree ("review_stars","id");--> statement-breakpoint
CREATE INDEX "products_created_order_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ("product_name","id");--> statement-breakpoint
CREATE INDEX "products_discount_order_idx" ON "products" USING btree (coalesce(("mrp_paise" - "price_paise") * 100 / nullif("mrp_paise", 0), 0),"id");