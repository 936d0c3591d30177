CREATE TABLE "media_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"source_format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_assets_created_idx" ON "media_assets" USING btree ("created_at");--> statement-breakpoint
-- An archived product leaves the narrow search copy (migration 0021), so search and suggestions
-- never spend a candidate slot on it; restoring it puts it back.
CREATE FUNCTION product_search_of_archived_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.archived_at IS NOT NULL THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
  ELSE
    INSERT INTO product_search (product_id, search_key, name_key, sku_key, featured, no_of_reviews)
    VALUES (NEW.id, NEW.search_key, regexp_replace(lower(NEW.product_name), '[[:space:]_-]+', '', 'g'),
      regexp_replace(lower(NEW.sku), '[[:space:]_-]+', '', 'g'), NEW.featured, NEW.no_of_reviews)
    ON CONFLICT (product_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_product_search_archive AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION product_search_of_archived_product();
