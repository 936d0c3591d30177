CREATE TABLE "product_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"customer_id" text,
	"reviewer_name" text NOT NULL,
	"stars" integer NOT NULL,
	"review_text" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_by" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_product_customer" UNIQUE("product_id","customer_id"),
	CONSTRAINT "product_reviews_stars_range" CHECK ("product_reviews"."stars" between 1 and 5),
	CONSTRAINT "product_reviews_text_length" CHECK (char_length("product_reviews"."review_text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_by_admins_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
-- A product's rating is now computed from its reviews; the figures copied from the source data go.
UPDATE "products" SET "review_stars" = 0, "no_of_reviews" = 0;
