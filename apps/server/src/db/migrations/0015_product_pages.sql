CREATE TABLE "product_pages" (
	"product_id" text PRIMARY KEY NOT NULL,
	"source_xmin" text NOT NULL,
	"page_json" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_pages" ADD CONSTRAINT "product_pages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;