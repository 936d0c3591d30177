CREATE TABLE "product_search" (
	"product_id" text PRIMARY KEY NOT NULL,
	"search_key" text NOT NULL,
	"name_key" text NOT NULL,
	"sku_key" text NOT NULL,
	"featured" boolean NOT NULL,
	"no_of_reviews" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_idx" ON "product_search" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_sku_key_idx" ON "product_search" USING btree ("sku_key");--> statement-breakpoint
CREATE INDEX "product_search_name_key_idx" ON "product_search" USING btree ("name_key");--> statement-breakpoint
-- The narrow search copy of products (docs/decisions/036): kept by triggers, so every way a
-- product is written (seed, admin, reviews, a bulk load) keeps it whole; a deleted product's row
-- goes with it (the foreign key cascades). Inserts are handled once per statement; an update only
-- when the search key, name, SKU or the default order's columns change (stock and price changes
-- do not). Name and SKU are folded as the search key is (migration 0006).
CREATE FUNCTION product_search_of_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, search_key, name_key, sku_key, featured, no_of_reviews)
  SELECT id, search_key, regexp_replace(lower(product_name), '[[:space:]_-]+', '', 'g'),
    regexp_replace(lower(sku), '[[:space:]_-]+', '', 'g'), featured, no_of_reviews
  FROM new_products
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_product_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_search_of_new_products();--> statement-breakpoint
CREATE FUNCTION product_search_of_changed_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET search_key = NEW.search_key,
    name_key = regexp_replace(lower(NEW.product_name), '[[:space:]_-]+', '', 'g'),
    sku_key = regexp_replace(lower(NEW.sku), '[[:space:]_-]+', '', 'g'),
    featured = NEW.featured, no_of_reviews = NEW.no_of_reviews
  WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_product_search_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search_key IS DISTINCT FROM NEW.search_key OR OLD.product_name IS DISTINCT FROM NEW.product_name
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.featured IS DISTINCT FROM NEW.featured
    OR OLD.no_of_reviews IS DISTINCT FROM NEW.no_of_reviews)
  EXECUTE FUNCTION product_search_of_changed_product();--> statement-breakpoint
INSERT INTO product_search (product_id, search_key, name_key, sku_key, featured, no_of_reviews)
SELECT id, search_key, regexp_replace(lower(product_name), '[[:space:]_-]+', '', 'g'),
  regexp_replace(lower(sku), '[[:space:]_-]+', '', 'g'), featured, no_of_reviews
FROM products;
