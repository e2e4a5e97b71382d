ALTER TABLE "bookings" ADD COLUMN "gst_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_traveller_count_valid", ADD CONSTRAINT "bookings_traveller_count_valid" CHECK ("traveller_count" between 1 and (case when "quotation_id" is null then 12 else 99 end));--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amounts_add_up", ADD CONSTRAINT "bookings_amounts_add_up" CHECK ("subtotal_paise" = "price_per_person_paise" * "traveller_count" and "discount_paise" <= "subtotal_paise" and "total_paise" = "subtotal_paise" - "discount_paise" + (case when "gst_included" then 0 else "gst_paise" end) and "gst_paise" <= "total_paise" and ("booking_amount_paise" is null or "booking_amount_paise" <= "total_paise"));--> statement-breakpoint
-- Bookings of quotations priced inclusive of taxes were stored with GST 0%: their price holds the
-- tour packages' 5% GST, which their receipts now state (taxable value and GST inside the price).
UPDATE "bookings" SET "gst_included" = true, "gst_percent" = 5,
  "gst_paise" = "bookings"."total_paise" - ((2::bigint * "bookings"."total_paise" * 100 + 105) / 210)::integer
FROM "quotations"
WHERE "bookings"."quotation_id" = "quotations"."id" AND "quotations"."price_inclusive_of_taxes" AND "bookings"."gst_percent" = 0;
