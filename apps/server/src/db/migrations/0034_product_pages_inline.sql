-- A product's stored page and card are kept whole in their row, never compressed (docs/decisions/051):
-- a row is compressed only past toast_tuple_target, 2 KB by default, and a page (~2.3 KB) with its
-- card (~0.8 KB) passed it, so every listing decompressed each card it read.
ALTER TABLE "product_pages" SET (toast_tuple_target = 8160);--> statement-breakpoint
-- The rows stored before: written again, whole (a new text value is stored as it is).
UPDATE "product_pages" SET "page_json" = "page_json" || '', "card_head" = "card_head" || '';
