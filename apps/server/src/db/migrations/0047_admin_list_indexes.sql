CREATE INDEX "products_admin_name_idx" ON "products" USING btree (lower("product_name"),"id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_admin_category_name_idx" ON "products" USING btree ("category_id",lower("product_name"),"id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("price_paise","id") WHERE archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "products_archived_idx" ON "products" USING btree ("archived_at") WHERE "products"."archived_at" IS NOT NULL;