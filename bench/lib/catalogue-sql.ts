/**
 * The SQL of bench/generate-catalogue.ts's load (docs/decisions/080): the variants made by one
 * statement, and the search trigram counts counted once after the load.
 */

/**
 * The search trigram counts of product_search's keys (what its trigram triggers keep, migration
 * 0030) counted anew, half `half` of the keys: a trigram's pattern is tested once per trigram,
 * not once per key it is in.
 */
export const TRIGRAM_COUNTS = (half: number) => `
  INSERT INTO search_trigrams (trigram, products)
  SELECT t, count(*) FROM product_search ps, unnest(show_trgm(ps.search_key)) AS t
  WHERE hashtext(ps.product_id) & 1 = ${half}
  GROUP BY t HAVING t ~ '^[a-z0-9]{3}$' ORDER BY t
  ON CONFLICT (trigram) DO UPDATE SET products = search_trigrams.products + excluded.products`;
/**
 * Variants n = $6 … $7 − 1: variant n copies original n mod $5 (by SKU) as its g-th variant,
 * g = n div $5 + 1, so the first N variants give every original about as many. Its random
 * figures come from hashes of n (r(k) in [0, 1)), so a catalogue is the same whichever
 * connection made which chunk. $1 makers, $2 packs, $3 revisions, $4 pack price factors.
 */
export const VARIANTS_SQL = `
  WITH original AS (
    SELECT p.*, c.name AS category_name, s.name AS sub_name, b.name AS brand_name,
      (SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(p.tags) AS t) AS tag_text,
      (row_number() OVER (ORDER BY p.sku) - 1)::int AS ord
    FROM products p JOIN categories c ON c.id = p.category_id
    LEFT JOIN sub_categories s ON s.id = p.sub_category_id LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.sku = ANY($8::text[])
  ),
  maker AS (
    SELECT array_agg(b.id ORDER BY m.i) AS ids, array_agg(b.name ORDER BY m.i) AS names, count(*)::int AS n
    FROM unnest($1::text[]) WITH ORDINALITY AS m(name, i) JOIN brands b ON b.name = m.name
  ),
  numbered AS (
    SELECT n, n / $5::int + 1 AS g, n % $5::int AS ord,
      ${[1, 2, 3, 4, 5].map((k) => `(hashint8extended(n::bigint, ${k}) & 2147483647)::float8 / 2147483648.0 AS r${k}`).join(', ')}
    FROM generate_series($6::int, $7::int - 1) AS n
  ),
  variant AS (
    SELECT o.*, x.g, x.r1, x.r2, x.r3, x.r4, x.r5,
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
  SELECT gen_random_uuid()::text, v_sku, v_name, category_id, sub_category_id, v_brand_id, hsn_code, gst_rate_bp,
    (round(v_price * (1 + 0.45 * r3) / 100) * 100)::int, v_price, v_stock, r4 > 0.02, r3 < 0.03,
    CASE WHEN r4 < 0.2 THEN 0 ELSE round((3 + 2 * r4)::numeric, 1)::real END,
    CASE WHEN r4 < 0.2 THEN 0 ELSE (r2 * r4 * 900)::int END,
    overview, description, specifications, tags, weight_g, length_mm, breadth_mm, height_mm, image_main, images_sub,
    lower(concat_ws(' ', v_name, v_sku, category_name, sub_name, v_brand, tag_text)),
    now() - (r1 * interval '1095 days'), now() - (r2 * interval '30 days')
  FROM priced`;
