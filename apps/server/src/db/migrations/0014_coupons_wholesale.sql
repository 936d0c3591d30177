CREATE TABLE "coupon_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percentage" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"min_order_value_paise" integer,
	"max_discount_paise" integer,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"customer_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_percentage_range" CHECK ("coupons"."percentage" between 1 and 100),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_used_count_range" CHECK ("coupons"."used_count" >= 0 and ("coupons"."usage_limit" is null or "coupons"."used_count" <= "coupons"."usage_limit")),
	CONSTRAINT "coupons_limits_positive" CHECK (coalesce("coupons"."usage_limit", 1) >= 1 and coalesce("coupons"."per_customer_limit", 1) >= 1),
	CONSTRAINT "coupons_amounts_not_negative" CHECK (coalesce("coupons"."min_order_value_paise", 0) >= 0 and coalesce("coupons"."max_discount_paise", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "wholesale_price_breaks" (
	"id" text PRIMARY KEY NOT NULL,
	"wholesale_product_id" text NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer,
	"discount_paise" integer NOT NULL,
	CONSTRAINT "wholesale_price_breaks_min" CHECK ("wholesale_price_breaks"."min_quantity" >= 1),
	CONSTRAINT "wholesale_price_breaks_max" CHECK ("wholesale_price_breaks"."max_quantity" is null or "wholesale_price_breaks"."max_quantity" > "wholesale_price_breaks"."min_quantity"),
	CONSTRAINT "wholesale_price_breaks_discount" CHECK ("wholesale_price_breaks"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wholesale_products" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wholesale_products_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_price_breaks" ADD CONSTRAINT "wholesale_price_breaks_wholesale_product_id_wholesale_products_id_fk" FOREIGN KEY ("wholesale_product_id") REFERENCES "public"."wholesale_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_products" ADD CONSTRAINT "wholesale_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_live_order_idx" ON "coupon_redemptions" USING btree ("order_id") WHERE "coupon_redemptions"."released_at" is null;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE INDEX "coupons_expires_idx" ON "coupons" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wholesale_price_breaks_product_idx" ON "wholesale_price_breaks" USING btree ("wholesale_product_id","min_quantity");