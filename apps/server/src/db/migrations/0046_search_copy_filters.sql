-- The search copy keeps the listing filters' columns (docs/decisions/078): a search with a
-- category, brand, price, on-sale or stars filter is matched and filtered on product_search alone,
-- through its search bands' trigram indexes, instead of on products' 4 KB rows, where PostgreSQL
-- chose between a trigram bitmap and an order's index by estimates that were off a thousandfold
-- (804 ms for 'raspberry pi 5' with a price range). Same names and types as on products.
ALTER TABLE "product_search" ADD COLUMN "category_id" text;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "sub_category_id" text;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "brand_id" text;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "price_with_gst_paise" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "review_stars" real;--> statement-breakpoint
-- Every row is written anew, search band by search band (migration 0032) and in the order of the
-- folded names within a band (docs/decisions/078): a product's variants then share the copy's
-- pages, and a search reads a few hundred pages where it read one per match (837 → 250 for
-- 'raspberry' in the first band); the table's order is the bands' order, as the suggestions'
-- table scan and their index scan both take it. Emptied and filled again rather than
-- updated in place, so no dead row versions stay behind for the indexes to hold (a migration runs
-- in one transaction, with no VACUUM after it); the bands' trigram indexes are built after it, and
-- the trigram counts, which no key changes here, are left as they are.
CREATE TEMPORARY TABLE product_search_before AS SELECT * FROM product_search;--> statement-breakpoint
DROP INDEX "product_search_key_trgm_band1_idx";--> statement-breakpoint
DROP INDEX "product_search_key_trgm_band2_idx";--> statement-breakpoint
DROP INDEX "product_search_key_trgm_band3_idx";--> statement-breakpoint
ALTER TABLE "product_search" DISABLE TRIGGER "product_search_trigrams_insert";--> statement-breakpoint
TRUNCATE product_search;--> statement-breakpoint
INSERT INTO product_search (product_id, search_key, word_text, name_key, sku_key, featured, no_of_reviews,
    category_id, sub_category_id, brand_id, price_with_gst_paise, mrp_paise, review_stars)
  SELECT b.product_id, b.search_key, b.word_text, b.name_key, b.sku_key, b.featured, b.no_of_reviews,
    p.category_id, p.sub_category_id, p.brand_id, p.price_with_gst_paise, p.mrp_paise, p.review_stars
  FROM product_search_before b JOIN products p ON p.id = b.product_id
  ORDER BY CASE WHEN b.featured OR b.no_of_reviews >= 500 THEN 1 WHEN b.no_of_reviews >= 200 THEN 2 ELSE 3 END,
    b.name_key, b.product_id;--> statement-breakpoint
ALTER TABLE "product_search" ENABLE TRIGGER "product_search_trigrams_insert";--> statement-breakpoint
DROP TABLE product_search_before;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "price_with_gst_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "mrp_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "review_stars" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band1_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false) WHERE ("product_search"."featured" OR "product_search"."no_of_reviews" >= 500);--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band2_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false) WHERE (NOT "product_search"."featured" AND "product_search"."no_of_reviews" >= 200 AND "product_search"."no_of_reviews" < 500);--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_band3_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false) WHERE (NOT "product_search"."featured" AND "product_search"."no_of_reviews" < 200);--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_of_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, search_key, word_text, name_key, sku_key, featured, no_of_reviews,
    category_id, sub_category_id, brand_id, price_with_gst_paise, mrp_paise, review_stars)
  SELECT id, search_key, search_word_text(search_text),
    regexp_replace(lower(product_name), '[[:space:]_-]+', '', 'g'),
    regexp_replace(lower(sku), '[[:space:]_-]+', '', 'g'), featured, no_of_reviews,
    category_id, sub_category_id, brand_id, price_with_gst_paise, mrp_paise, review_stars
  FROM new_products
  WHERE archived_at IS NULL
  -- A bulk load writes the copy band by band and by name, as above: variants share pages.
  ORDER BY CASE WHEN featured OR no_of_reviews >= 500 THEN 1 WHEN no_of_reviews >= 200 THEN 2 ELSE 3 END, 4, 1
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_of_changed_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET search_key = NEW.search_key,
    word_text = search_word_text(NEW.search_text),
    name_key = regexp_replace(lower(NEW.product_name), '[[:space:]_-]+', '', 'g'),
    sku_key = regexp_replace(lower(NEW.sku), '[[:space:]_-]+', '', 'g'),
    featured = NEW.featured, no_of_reviews = NEW.no_of_reviews,
    category_id = NEW.category_id, sub_category_id = NEW.sub_category_id, brand_id = NEW.brand_id,
    price_with_gst_paise = NEW.price_with_gst_paise, mrp_paise = NEW.mrp_paise, review_stars = NEW.review_stars
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_of_archived_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.archived_at IS NOT NULL THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
  ELSE
    INSERT INTO product_search (product_id, search_key, word_text, name_key, sku_key, featured, no_of_reviews,
      category_id, sub_category_id, brand_id, price_with_gst_paise, mrp_paise, review_stars)
    VALUES (NEW.id, NEW.search_key, search_word_text(NEW.search_text),
      regexp_replace(lower(NEW.product_name), '[[:space:]_-]+', '', 'g'),
      regexp_replace(lower(NEW.sku), '[[:space:]_-]+', '', 'g'), NEW.featured, NEW.no_of_reviews,
      NEW.category_id, NEW.sub_category_id, NEW.brand_id, NEW.price_with_gst_paise, NEW.mrp_paise, NEW.review_stars)
    ON CONFLICT (product_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A stock change (every order) still writes nothing here: only the copied columns wake the trigger.
DROP TRIGGER products_product_search_update ON products;--> statement-breakpoint
CREATE TRIGGER products_product_search_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.product_name IS DISTINCT FROM NEW.product_name
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.featured IS DISTINCT FROM NEW.featured
    OR OLD.no_of_reviews IS DISTINCT FROM NEW.no_of_reviews
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id
    OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.price_with_gst_paise IS DISTINCT FROM NEW.price_with_gst_paise
    OR OLD.mrp_paise IS DISTINCT FROM NEW.mrp_paise OR OLD.review_stars IS DISTINCT FROM NEW.review_stars)
  EXECUTE FUNCTION product_search_of_changed_product();
