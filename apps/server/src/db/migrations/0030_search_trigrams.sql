CREATE TABLE "search_trigrams" (
	"trigram" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- The trigram counts of the narrow search copy (docs/decisions/046), kept by statement triggers
-- on product_search, so a bulk load counts its keys in one pass and a deleted product (the copy's
-- row cascades) is taken off. Each statement adds its change per trigram in one insert, in trigram
-- order, so writers that meet lock the counts in the same order. Only trigrams of three letters or digits:
-- the ones a LIKE pattern's word gives the index.
CREATE FUNCTION search_trigram_counts(old_keys text[], new_keys text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_trigrams (trigram, products)
  SELECT c.t, sum(c.change) FROM (
    SELECT t, -1 AS change FROM unnest(old_keys) AS k(key), unnest(show_trgm(k.key)) AS t
    UNION ALL
    SELECT t, 1 FROM unnest(new_keys) AS k(key), unnest(show_trgm(k.key)) AS t
  ) AS c
  WHERE c.t ~ '^[a-z0-9]{3}$' GROUP BY c.t HAVING sum(c.change) <> 0 ORDER BY c.t
  ON CONFLICT (trigram) DO UPDATE SET products = search_trigrams.products + excluded.products
$$;--> statement-breakpoint
CREATE FUNCTION search_trigrams_of_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_trigram_counts('{}', ARRAY(SELECT search_key FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_trigrams_of_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_trigram_counts(ARRAY(SELECT search_key FROM old_rows), '{}');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION search_trigrams_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose key changed: a review count or a featured flag changes no trigram.
  PERFORM search_trigram_counts(
    ARRAY(SELECT o.search_key FROM old_rows o JOIN new_rows n USING (product_id) WHERE o.search_key IS DISTINCT FROM n.search_key),
    ARRAY(SELECT n.search_key FROM old_rows o JOIN new_rows n USING (product_id) WHERE o.search_key IS DISTINCT FROM n.search_key));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_trigrams_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_trigrams_of_new_rows();--> statement-breakpoint
CREATE TRIGGER product_search_trigrams_delete AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_trigrams_of_old_rows();--> statement-breakpoint
CREATE TRIGGER product_search_trigrams_update AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_trigrams_of_changed_rows();--> statement-breakpoint
SELECT search_trigram_counts('{}', ARRAY(SELECT search_key FROM product_search));
