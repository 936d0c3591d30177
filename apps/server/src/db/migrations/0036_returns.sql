CREATE TABLE "return_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"return_request_id" text,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_request_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"return_request_id" text NOT NULL,
	"order_line_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"restock_quantity" integer,
	"write_off_quantity" integer,
	CONSTRAINT "return_request_lines_quantity_positive" CHECK ("return_request_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"refund_paise" bigint NOT NULL,
	"shipping_refunded" boolean DEFAULT false NOT NULL,
	"pickup_waybill" text,
	"pickup_tracking_url" text,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_refund_nonnegative" CHECK ("return_requests"."refund_paise" >= 0)
);
--> statement-breakpoint
DROP INDEX "orders_unpaid_idx";--> statement-breakpoint
DROP INDEX "refunds_payment_unique";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_request_id" text;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_photos_request_idx" ON "return_photos" USING btree ("return_request_id");--> statement-breakpoint
CREATE INDEX "return_photos_user_idx" ON "return_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_request_lines_unique" ON "return_request_lines" USING btree ("return_request_id","order_line_id");--> statement-breakpoint
CREATE INDEX "return_request_lines_order_line_idx" ON "return_request_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_user_idx" ON "return_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_created_idx" ON "return_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_refund_unique" ON "return_requests" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_unique" ON "refunds" USING btree ("return_request_id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_unique" ON "refunds" USING btree ("payment_id") WHERE "refunds"."return_request_id" is null;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_returned_within" CHECK ("order_lines"."returned_quantity" >= 0 and "order_lines"."returned_quantity" <= "order_lines"."quantity");--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" = 'Delivered';
