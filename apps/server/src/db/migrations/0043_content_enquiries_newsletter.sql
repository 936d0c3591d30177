CREATE TABLE "blog_post_views" (
	"post_id" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "blog_post_views_post_id_visitor_hash_day_pk" PRIMARY KEY("post_id","visitor_hash","day")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_image_url" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"author_bio" text DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_status" CHECK ("blog_posts"."status" in ('draft', 'published')),
	CONSTRAINT "blog_posts_views" CHECK ("blog_posts"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_images" CHECK (jsonb_array_length("news_items"."images") <= 5)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_status" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "bulk_enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"company_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expected_price" text DEFAULT '' NOT NULL,
	"delivery_timeline" text DEFAULT '' NOT NULL,
	"gst_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_enquiries_quantity" CHECK ("bulk_enquiries"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bulk_enquiry_emails" (
	"id" text PRIMARY KEY NOT NULL,
	"enquiry_id" text NOT NULL,
	"message" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_quote_counters" (
	"year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_quote_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bulk_quote_lines_quantity" CHECK ("bulk_quote_lines"."quantity" >= 1),
	CONSTRAINT "bulk_quote_lines_price" CHECK ("bulk_quote_lines"."unit_price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bulk_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"enquiry_id" text NOT NULL,
	"quote_number" text NOT NULL,
	"status" text NOT NULL,
	"valid_until" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_quotes_quote_number_unique" UNIQUE("quote_number"),
	CONSTRAINT "bulk_quotes_status" CHECK ("bulk_quotes"."status" in ('open', 'accepted', 'ordered', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "importer_details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_views" ADD CONSTRAINT "blog_post_views_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_admins_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_sent_by_admins_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_enquiries" ADD CONSTRAINT "bulk_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_enquiry_emails" ADD CONSTRAINT "bulk_enquiry_emails_enquiry_id_bulk_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."bulk_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_enquiry_emails" ADD CONSTRAINT "bulk_enquiry_emails_sent_by_admins_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_quote_lines" ADD CONSTRAINT "bulk_quote_lines_quote_id_bulk_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."bulk_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_quote_lines" ADD CONSTRAINT "bulk_quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_quotes" ADD CONSTRAINT "bulk_quotes_enquiry_id_bulk_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."bulk_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_quotes" ADD CONSTRAINT "bulk_quotes_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_quotes" ADD CONSTRAINT "bulk_quotes_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_quotes" ADD CONSTRAINT "bulk_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_views_day_idx" ON "blog_post_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at") WHERE "blog_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "news_items_created_idx" ON "news_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","confirmed_at");--> statement-breakpoint
CREATE INDEX "bulk_enquiries_created_idx" ON "bulk_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bulk_enquiries_user_idx" ON "bulk_enquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_enquiries_email_idx" ON "bulk_enquiries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "bulk_enquiry_emails_enquiry_idx" ON "bulk_enquiry_emails" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_quote_lines_quote_idx" ON "bulk_quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "bulk_quotes_enquiry_idx" ON "bulk_quotes" USING btree ("enquiry_id","created_at");