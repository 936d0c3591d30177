CREATE TABLE "stock_movements" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" text,
	"actor_kind" text DEFAULT 'system' NOT NULL,
	"actor_id" text,
	"quantity_before" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
-- Opening balance: every product that exists now starts its ledger at its present count.
INSERT INTO "stock_movements" ("product_id", "reason", "note", "actor_kind", "quantity_before", "quantity_after")
SELECT "id", 'opening_balance', 'Stock when the ledger began', 'system', 0, "stock" FROM "products";
--> statement-breakpoint
-- Every change of products.stock writes its ledger row in the same statement, with the cause the
-- transaction declared (set_config('makershop.stock_cause', json, true): reason, note, orderId,
-- actorKind, actorId). A change with no declared cause is still recorded, as 'unattributed'; a
-- new product without one as 'product_created'. New products are recorded per statement (one
-- insert for a bulk load), changes per row (a column list cannot have a transition table).
CREATE FUNCTION "stock_cause"() RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('makershop.stock_cause', true), '')::jsonb
$$;
--> statement-breakpoint
CREATE FUNCTION "record_new_products_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cause jsonb := stock_cause();
BEGIN
  INSERT INTO stock_movements (product_id, reason, note, order_id, actor_kind, actor_id, quantity_before, quantity_after)
  SELECT new_products.id, coalesce(cause->>'reason', 'product_created'), coalesce(cause->>'note', ''), cause->>'orderId',
    coalesce(cause->>'actorKind', 'system'), cause->>'actorId', 0, new_products.stock
  FROM new_products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_ledger_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "record_new_products_stock"();
--> statement-breakpoint
CREATE FUNCTION "record_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cause jsonb := stock_cause();
BEGIN
  INSERT INTO stock_movements (product_id, reason, note, order_id, actor_kind, actor_id, quantity_before, quantity_after)
  VALUES (NEW.id, coalesce(cause->>'reason', 'unattributed'), coalesce(cause->>'note', ''), cause->>'orderId',
    coalesce(cause->>'actorKind', 'system'), cause->>'actorId', OLD.stock, NEW.stock);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_ledger_update" AFTER UPDATE OF "stock" ON "products"
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock) EXECUTE FUNCTION "record_stock_change"();
