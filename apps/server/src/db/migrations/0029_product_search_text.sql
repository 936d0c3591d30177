ALTER TABLE "product_search" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The narrow search copy (migration 0021) keeps the search text too, so the search box ranks its
-- candidates on the copy alone (docs/decisions/045). The triggers copy it as they copy the key.
UPDATE product_search ps SET search_text = p.search_text FROM products p WHERE p.id = ps.product_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_of_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, search_key, search_text, name_key, sku_key, featured, no_of_reviews)
  SELECT id, search_key, search_text, regexp_replace(lower(product_name), '[[:space:]_-]+', '', 'g'),
    regexp_replace(lower(sku), '[[:space:]_-]+', '', 'g'), featured, no_of_reviews
  FROM new_products
  WHERE archived_at IS NULL
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_of_changed_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET search_key = NEW.search_key, search_text = NEW.search_text,
    name_key = regexp_replace(lower(NEW.product_name), '[[:space:]_-]+', '', 'g'),
    sku_key = regexp_replace(lower(NEW.sku), '[[:space:]_-]+', '', 'g'),
    featured = NEW.featured, no_of_reviews = NEW.no_of_reviews
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER products_product_search_update ON products;--> statement-breakpoint
CREATE TRIGGER products_product_search_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.product_name IS DISTINCT FROM NEW.product_name
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.featured IS DISTINCT FROM NEW.featured
    OR OLD.no_of_reviews IS DISTINCT FROM NEW.no_of_reviews)
  EXECUTE FUNCTION product_search_of_changed_product();--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_of_archived_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.archived_at IS NOT NULL THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
  ELSE
    INSERT INTO product_search (product_id, search_key, search_text, name_key, sku_key, featured, no_of_reviews)
    VALUES (NEW.id, NEW.search_key, NEW.search_text, regexp_replace(lower(NEW.product_name), '[[:space:]_-]+', '', 'g'),
      regexp_replace(lower(NEW.sku), '[[:space:]_-]+', '', 'g'), NEW.featured, NEW.no_of_reviews)
    ON CONFLICT (product_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
