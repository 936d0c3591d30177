ALTER TABLE "products" ALTER COLUMN "weight_g" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "weight_g" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "length_mm" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "length_mm" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "breadth_mm" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "breadth_mm" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "height_mm" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "height_mm" DROP NOT NULL;