-- The search copy keeps the search text as words between single spaces (docs/decisions/049):
-- every run of characters other than letters and digits becomes one space, with a space at each
-- end, so the rank's test of the whole query as words is a LIKE ('% arduino uno %') instead of a
-- regular expression on each candidate, which was a fifth of a search's database time. The
-- triggers of migration 0029 write it from products' search text (search_word_text).
ALTER TABLE "product_search" ADD COLUMN "word_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The one definition of word_text: the backfill below, the triggers and the rank of a search read
-- from products (product-search.repository.ts wordTextOf) all call it.
CREATE FUNCTION search_word_text(search_text text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ' ' || btrim(regexp_replace(search_text, '[^[:alnum:]]+', ' ', 'g'), ' ') || ' ';--> statement-breakpoint
-- Every row is written anew: the search bands' trigram indexes (migration 0032, written entry by
-- entry) are built again after it rather than given each row's trigrams one at a time.
DROP INDEX "product_search_key_trgm_band1_idx";--> statement-breakpoint
DROP INDEX "product_search_key_trgm_band2_idx";--> statement-breakpoint
DROP INDEX "product_search_key_trgm_band3_idx";--> statement-breakpoint
UPDATE product_search ps SET word_text = search_word_text(p.search_text)
  FROM products p WHERE p.id = ps.product_id;--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band1_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false) WHERE ("product_search"."featured" OR "product_search"."no_of_reviews" >= 500);--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band2_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false) WHERE (NOT "product_search"."featured" AND "product_search"."no_of_reviews" >= 200 AND "product_search"."no_of_reviews" < 500);--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band3_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false) WHERE (NOT "product_search"."featured" AND "product_search"."no_of_reviews" < 200);--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_of_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, search_key, word_text, name_key, sku_key, featured, no_of_reviews)
  SELECT id, search_key, search_word_text(search_text),
    regexp_replace(lower(product_name), '[[:space:]_-]+', '', 'g'),
    regexp_replace(lower(sku), '[[:space:]_-]+', '', 'g'), featured, no_of_reviews
  FROM new_products
  WHERE archived_at IS NULL
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_of_changed_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET search_key = NEW.search_key,
    word_text = search_word_text(NEW.search_text),
    name_key = regexp_replace(lower(NEW.product_name), '[[:space:]_-]+', '', 'g'),
    sku_key = regexp_replace(lower(NEW.sku), '[[:space:]_-]+', '', 'g'),
    featured = NEW.featured, no_of_reviews = NEW.no_of_reviews
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_of_archived_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.archived_at IS NOT NULL THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
  ELSE
    INSERT INTO product_search (product_id, search_key, word_text, name_key, sku_key, featured, no_of_reviews)
    VALUES (NEW.id, NEW.search_key, search_word_text(NEW.search_text),
      regexp_replace(lower(NEW.product_name), '[[:space:]_-]+', '', 'g'),
      regexp_replace(lower(NEW.sku), '[[:space:]_-]+', '', 'g'), NEW.featured, NEW.no_of_reviews)
    ON CONFLICT (product_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "search_text";
