CREATE TABLE "customer_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"line" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_user_idx" ON "customer_addresses" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- Saved addresses move from the users' text list into rows (decision 028): 'line, city, state, 560001'
-- is split into its parts; text of another shape stays whole in the line for its owner to edit.
-- The old account-wide company name and GST number go onto the customer's first address.
INSERT INTO "customer_addresses" ("id", "user_id", "line", "city", "state", "pincode", "company_name", "gstin", "created_at")
SELECT gen_random_uuid()::text, u."id",
  trim(coalesce((r.m)[1], a.value)), trim(coalesce((r.m)[2], '')), trim(coalesce((r.m)[3], '')), coalesce((r.m)[4], ''),
  CASE WHEN a.n = 1 THEN u."company_name" ELSE '' END,
  CASE WHEN a.n = 1 THEN upper(replace(u."gst_number", ' ', '')) ELSE '' END,
  u."created_at" + a.n * interval '1 millisecond'
FROM "users" u
CROSS JOIN LATERAL jsonb_array_elements_text(u."addresses") WITH ORDINALITY AS a(value, n)
CROSS JOIN LATERAL (SELECT regexp_match(a.value, '^(.*),([^,]*),([^,]*),\s*([0-9]{6})\s*$') AS m) r
WHERE trim(a.value) <> '';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "addresses";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "gst_number";