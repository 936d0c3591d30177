-- On PostgreSQL, the search bands' trigram indexes with the brand, category and sub-category
-- beside the key (btree_gin), so a search with one of those filters reads only its matches'
-- postings (docs/decisions/106). Where btree_gin is not available (PGlite loads only pg_trgm:
-- its btree_gin hung the suite, docs/decisions/078), or the shop's role may not create it, the
-- indexes stay as they are; the search's statements are the same either way.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'btree_gin not created (%): the search bands keep their key-only indexes', SQLERRM;
    RETURN;
  END;
  DROP INDEX "product_search_key_trgm_band1_idx";
  DROP INDEX "product_search_key_trgm_band2_idx";
  DROP INDEX "product_search_key_trgm_band3_idx";
  CREATE INDEX "product_search_key_trgm_band1_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops, "brand_id", "category_id", "sub_category_id") WITH (fastupdate = false) WHERE ("featured" OR "no_of_reviews" >= 500);
  CREATE INDEX "product_search_key_trgm_band2_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops, "brand_id", "category_id", "sub_category_id") WITH (fastupdate = false) WHERE (NOT "featured" AND "no_of_reviews" >= 200 AND "no_of_reviews" < 500);
  CREATE INDEX "product_search_key_trgm_band3_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops, "brand_id", "category_id", "sub_category_id") WITH (fastupdate = false) WHERE (NOT "featured" AND "no_of_reviews" < 200);
END
$$;
