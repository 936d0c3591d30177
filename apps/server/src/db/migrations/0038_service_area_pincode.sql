ALTER TABLE "service_areas" RENAME COLUMN "zipcode" TO "pincode";--> statement-breakpoint
ALTER TABLE "service_areas" RENAME CONSTRAINT "service_areas_zipcode_unique" TO "service_areas_pincode_unique";
