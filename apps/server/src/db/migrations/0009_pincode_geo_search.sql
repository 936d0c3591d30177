ALTER TABLE "pincodes" ADD COLUMN "place_key" text GENERATED ALWAYS AS (lower(office_name || ' ' || district)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "pincodes_position_idx" ON "pincodes" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "pincodes_place_key_trgm_idx" ON "pincodes" USING gin ("place_key" gin_trgm_ops);