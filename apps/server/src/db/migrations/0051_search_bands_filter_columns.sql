-- The search bands' trigram indexes with the brand, category and sub-category beside the key
-- (btree_gin), so a search with one of those filters reads only its matches' postings
-- (docs/decisions/106).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "product_search_key_trgm_band1_idx";--> statement-breakpoint
DROP INDEX "product_search_key_trgm_band2_idx";--> statement-breakpoint
DROP INDEX "product_search_key_trgm_band3_idx";--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band1_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops,"brand_id","category_id","sub_category_id") WITH (fastupdate=false) WHERE ("product_search"."featured" OR "product_search"."no_of_reviews" >= 500);--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band2_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops,"brand_id","category_id","sub_category_id") WITH (fastupdate=false) WHERE (NOT "product_search"."featured" AND "product_search"."no_of_reviews" >= 200 AND "product_search"."no_of_reviews" < 500);--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band3_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops,"brand_id","category_id","sub_category_id") WITH (fastupdate=false) WHERE (NOT "product_search"."featured" AND "product_search"."no_of_reviews" < 200);