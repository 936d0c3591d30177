-- A stored listing card without its closing brace (docs/decisions/048): a listing appends
-- `,"deliveryType":…}` to each card as it strings a page together, instead of cutting the brace
-- off every card with left(card_json, -1), which counted each card's characters on every page.
-- The stored cards are kept: each loses its last character, its row version is unchanged.
ALTER TABLE "product_pages" ADD COLUMN "card_head" text;--> statement-breakpoint
UPDATE "product_pages" SET "card_head" = left("card_json", -1);--> statement-breakpoint
ALTER TABLE "product_pages" ALTER COLUMN "card_head" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_pages" DROP COLUMN "card_json";
