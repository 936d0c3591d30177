-- The back office's copy of each product's stock level and last change (docs/decisions/100): kept
-- by the triggers below in the statement that changes products, indexed for ordering by stock and
-- by last update, which products itself must not index (every order changes both columns there).
CREATE TABLE "product_stock_levels" (
	"product_id" text PRIMARY KEY NOT NULL,
	"stock" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"on_sale" boolean NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_stock_levels" ("product_id", "stock", "updated_at", "on_sale")
SELECT "id", "stock", "updated_at", "archived_at" IS NULL FROM "products";
--> statement-breakpoint
ALTER TABLE "product_stock_levels" ADD CONSTRAINT "product_stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_levels_stock_idx" ON "product_stock_levels" USING btree ("stock","product_id") WHERE on_sale;--> statement-breakpoint
CREATE INDEX "product_stock_levels_updated_idx" ON "product_stock_levels" USING btree ("updated_at","product_id") WHERE on_sale;--> statement-breakpoint
-- New products: one insert per statement (a bulk load or an import is one insert).
CREATE FUNCTION "product_stock_levels_of_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_stock_levels (product_id, stock, updated_at, on_sale)
  SELECT new_products.id, new_products.stock, new_products.updated_at, new_products.archived_at IS NULL
  FROM new_products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_levels_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION "product_stock_levels_of_new_products"();
--> statement-breakpoint
-- A change of the stock, the last update or the archived state: the copy follows in the same statement.
CREATE FUNCTION "product_stock_level_of_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_stock_levels
  SET stock = NEW.stock, updated_at = NEW.updated_at, on_sale = NEW.archived_at IS NULL
  WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_levels_update" AFTER UPDATE OF "stock", "updated_at", "archived_at" ON "products"
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock OR OLD.updated_at IS DISTINCT FROM NEW.updated_at
    OR (OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL))
  EXECUTE FUNCTION "product_stock_level_of_changed_product"();
