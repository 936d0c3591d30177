ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (regexp_replace(search_text, '[[:space:]_-]+', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_key_trgm_idx" ON "products" USING gin ("search_key" gin_trgm_ops);