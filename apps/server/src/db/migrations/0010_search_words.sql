CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of products' search texts (docs/decisions/022): kept by triggers, so every way a
-- product is written (seed, admin, a bulk load) keeps the list whole. Inserts are handled once
-- per statement (a bulk load splits its texts in one pass); an update only when the text changes.
CREATE FUNCTION search_words_of_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT term FROM new_products, regexp_split_to_table(new_products.search_text, '[^[:alnum:]]+') AS term
  WHERE length(term) >= 4 AND term !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_new_products();--> statement-breakpoint
CREATE FUNCTION search_words_of_changed_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT term FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS term
  WHERE length(term) >= 4 AND term !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF search_text ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION search_words_of_changed_product();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT term FROM products, regexp_split_to_table(products.search_text, '[^[:alnum:]]+') AS term
WHERE length(term) >= 4 AND term !~ '[0-9]'
ON CONFLICT DO NOTHING;
