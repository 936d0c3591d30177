/**
 * The SQL of bench/generate-catalogue.ts's load (docs/decisions/080): the variants made by one
 * statement, and the search trigram counts counted once after the load.
 */

/**
 * The search trigram counts of product_search's keys (what its trigram triggers keep, migration
 * 0030: per trigram of three letters or digits, the keys it is in) counted anew, half `half` of
 * the keys. `ts_stat` counts each key's trigrams (as a tsvector's lexemes, its documents per
 * lexeme) in C, at half the cost of unnesting ~110 trigrams a key into rows and grouping them
 * (measured at a million keys); a trigram's pattern is tested once per trigram, not once per key.
 */
export const TRIGRAM_COUNTS = (half: number) => `
  INSERT INTO search_trigrams (trigram, products)
  SELECT word, ndoc FROM ts_stat(
    'SELECT array_to_tsvector(show_trgm(search_key)) FROM product_search WHERE hashtext(product_id) & 1 = ${half}')
  WHERE word ~ '^[a-z0-9]{3}$' ORDER BY word
  ON CONFLICT (trigram) DO UPDATE SET products = search_trigrams.products + excluded.products`;
/** A variant's id: a UUID v7 of $9 (ms), counter seq, random bits a hash of n (see VARIANTS_SQL). */
const UUID_V7 = `
    substr(lpad(to_hex($9::bigint), 12, '0'), 1, 8) || '-' || substr(lpad(to_hex($9::bigint), 12, '0'), 9, 4)
    || '-7' || lpad(to_hex((seq >> 14) & 4095), 3, '0') || '-' || to_hex(32768 | (seq & 16383))
    || '-' || lpad(to_hex(hashint8extended(n::bigint, 6) & 281474976710655), 12, '0')`;
/** Variants made by one load at most: the ids' counter has 26 bits. */
export const MAX_VARIANTS = 2 ** 26;

/**
 * Variants n = $6 … $7 − 1: variant n copies original n mod $5 (by SKU) as its g-th variant,
 * g = n div $5 + 1, so the first N variants give every original about as many. Its random
 * figures come from hashes of n (r(k) in [0, 1)), so a catalogue is the same whichever
 * connection made which chunk. $1 makers, $2 packs, $3 revisions, $4 pack price factors, $8
 * the originals' ids (found by primary key: with the SKU's index dropped for the load, a search
 * by SKU read every product made so far, once a chunk), $9 the load's time (ms since 1970).
 *
 * A chunk is written grouped by original (in SKU order), then by n: a product's variants share
 * pages, as they did when the join's plan happened to give that order (the products' trigram
 * GIN indexes are a quarter smaller than in n order). Its id is a UUID v7 as the shop's newId()
 * makes (apps/server/src/lib/new-id.ts): the load's time, then seq, the variant's place in that
 * order ($6 + its rank in the chunk), as the counter (26 bits: RFC 9562's fixed-length
 * counter), then random bits (a hash of n). So the ids rise in the order the rows are written and
 * go on the right of the primary key's index instead of all over it: random (v4) ids made every
 * insert a page of the index read from outside the shared buffers and, after each checkpoint, a
 * full-page image in the WAL (about a tenth of a chunk's time at a million products).
 */
export const VARIANTS_SQL = `
  WITH original AS (
    SELECT p.*, c.name AS category_name, s.name AS sub_name, b.name AS brand_name,
      (SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(p.tags) AS t) AS tag_text,
      (row_number() OVER (ORDER BY p.sku) - 1)::int AS ord
    FROM products p JOIN categories c ON c.id = p.category_id
    LEFT JOIN sub_categories s ON s.id = p.sub_category_id LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.id = ANY($8::text[])
  ),
  maker AS (
    SELECT array_agg(b.id ORDER BY m.i) AS ids, array_agg(b.name ORDER BY m.i) AS names, count(*)::int AS n
    FROM unnest($1::text[]) WITH ORDINALITY AS m(name, i) JOIN brands b ON b.name = m.name
  ),
  numbered AS (
    SELECT n, n / $5::int + 1 AS g, n % $5::int AS ord,
      $6::int + (row_number() OVER (ORDER BY n % $5::int, n))::int - 1 AS seq,
      ${[1, 2, 3, 4, 5].map((k) => `(hashint8extended(n::bigint, ${k}) & 2147483647)::float8 / 2147483648.0 AS r${k}`).join(', ')}
    FROM generate_series($6::int, $7::int - 1) AS n
  ),
  variant AS (
    SELECT o.*, x.n, x.seq, x.g, x.r1, x.r2, x.r3, x.r4, x.r5,
      CASE WHEN x.g % 4 = 0 THEN o.brand_id ELSE m.ids[1 + (x.g + x.ord + 1) % m.n] END AS v_brand_id,
      CASE WHEN x.g % 4 = 0 THEN o.brand_name ELSE m.names[1 + (x.g + x.ord + 1) % m.n] END AS v_brand,
      (x.g / 4) % 4 AS pack, (x.g / 16) % 8 AS rev,
      upper(substr(md5(o.sku || x.g), 1, 4)) AS model
    FROM numbered x JOIN original o ON o.ord = x.ord CROSS JOIN maker m
  ),
  priced AS (
    SELECT v.*,
      v.product_name || ($2::text[])[pack + 1] || ($3::text[])[rev + 1] || ' - ' || model AS v_name,
      v.sku || '-' || model || lpad(g::text, 4, '0') AS v_sku,
      greatest(100, round(v.price_paise * ($4::float8[])[pack + 1] * (0.8 + 0.4 * r1) / 100) * 100)::int AS v_price,
      CASE WHEN r5 < 1.0 / 12 THEN 0 ELSE (r2 * 500)::int END AS v_stock
    FROM variant v
  )
  INSERT INTO products (id, sku, product_name, category_id, sub_category_id, brand_id, hsn_code, gst_rate_bp,
    mrp_paise, price_paise, stock, in_stock, featured, review_stars, no_of_reviews, overview, description,
    specifications, tags, weight_g, length_mm, breadth_mm, height_mm, image_main, images_sub, search_text,
    created_at, updated_at)
  SELECT ${UUID_V7}, v_sku, v_name, category_id, sub_category_id, v_brand_id, hsn_code, gst_rate_bp,
    (round(v_price * (1 + 0.45 * r3) / 100) * 100)::int, v_price, v_stock, r4 > 0.02, r3 < 0.03,
    CASE WHEN r4 < 0.2 THEN 0 ELSE round((3 + 2 * r4)::numeric, 1)::real END,
    CASE WHEN r4 < 0.2 THEN 0 ELSE (r2 * r4 * 900)::int END,
    overview, description, specifications, tags, weight_g, length_mm, breadth_mm, height_mm, image_main, images_sub,
    lower(concat_ws(' ', v_name, v_sku, category_name, sub_name, v_brand, tag_text)),
    now() - (r1 * interval '1095 days'), now() - (r2 * interval '30 days')
  FROM priced ORDER BY seq`;
