ALTER TABLE "quotation_acceptances" DROP CONSTRAINT "quotation_acceptances_quotation_id_key";--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ADD COLUMN "option_name" text;--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- Each acceptance so far: the option's name, and the one booking its quotation had.
UPDATE "quotation_acceptances" a SET "option_name" = g."name"
  FROM "quotation_property_groups" g WHERE g."id" = a."property_group_id";--> statement-breakpoint
UPDATE "quotation_acceptances" a SET "booking_id" = b."id"
  FROM "bookings" b WHERE b."quotation_id" = a."quotation_id";--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ALTER COLUMN "option_name" SET NOT NULL;--> statement-breakpoint
-- Quotations whose booking already ended unpaid are open to accept again, their enquiries quoted.
UPDATE "quotation_acceptances" a SET "released_at" = now()
  FROM "bookings" b
  WHERE b."id" = a."booking_id" AND b."status" IN ('expired', 'cancelled')
    AND NOT EXISTS (SELECT 1 FROM "payment_ledger" l WHERE l."booking_id" = b."id" AND l."kind" = 'payment');--> statement-breakpoint
UPDATE "inquiries" i SET "status" = 'quoted'
  FROM "quotations" q JOIN "quotation_acceptances" a ON a."quotation_id" = q."id" AND a."released_at" IS NOT NULL
  WHERE i."id" = q."inquiry_id" AND i."status" = 'accepted'
    AND NOT EXISTS (SELECT 1 FROM "quotation_acceptances" f WHERE f."quotation_id" = q."id" AND f."released_at" IS NULL);--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ALTER COLUMN "property_group_id" DROP NOT NULL;--> statement-breakpoint
DROP INDEX "bookings_quotation_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_quotation_unique" ON "bookings" ("quotation_id") WHERE "quotation_id" is not null and "status" in ('held', 'part_paid', 'confirmed', 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_acceptances_in_force_unique" ON "quotation_acceptances" ("quotation_id") WHERE "released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_acceptances_booking_unique" ON "quotation_acceptances" ("booking_id");--> statement-breakpoint
ALTER TABLE "quotation_acceptances" ADD CONSTRAINT "quotation_acceptances_booking_id_bookings_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "quotation_acceptances" DROP CONSTRAINT "quotation_acceptances_n4CmHt8xFmsh_fkey", ADD CONSTRAINT "quotation_acceptances_n4CmHt8xFmsh_fkey" FOREIGN KEY ("property_group_id") REFERENCES "quotation_property_groups"("id") ON DELETE SET NULL;