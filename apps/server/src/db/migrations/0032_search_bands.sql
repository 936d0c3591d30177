-- The search bands (docs/decisions/049): product_search's trigram index split in three partial
-- indexes by the default order's columns, so that a search reads the first band's postings (the
-- featured and best-reviewed parts) and stops there when it has found its matches, instead of
-- every posting of its trigrams across the catalogue.
CREATE INDEX "product_search_key_trgm_band1_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false) WHERE ("product_search"."featured" OR "product_search"."no_of_reviews" >= 500);--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band2_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false) WHERE (NOT "product_search"."featured" AND "product_search"."no_of_reviews" >= 200 AND "product_search"."no_of_reviews" < 500);--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band3_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false) WHERE (NOT "product_search"."featured" AND "product_search"."no_of_reviews" < 200);--> statement-breakpoint
DROP INDEX "product_search_key_trgm_idx";
