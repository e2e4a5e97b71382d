ALTER TABLE "quotation_property_group_properties" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "quotation_property_group_properties" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "quotation_property_group_properties" ADD COLUMN "star_category" smallint;--> statement-breakpoint
ALTER TABLE "quotation_property_group_properties" ALTER COLUMN "property_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_property_group_properties" ADD CONSTRAINT "quotation_property_group_properties_catalogue_or_typed_in" CHECK (("property_id" is not null and "name" is null and "location" is null and "star_category" is null) or ("property_id" is null and length(btrim("name")) > 0 and length(btrim("location")) > 0));--> statement-breakpoint
ALTER TABLE "quotation_property_group_properties" ADD CONSTRAINT "quotation_property_group_properties_star_category_valid" CHECK ("star_category" is null or "star_category" between 1 and 7);