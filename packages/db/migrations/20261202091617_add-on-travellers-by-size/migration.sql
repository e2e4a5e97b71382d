CREATE TABLE "booking_add_on_travellers" (
	"booking_add_on_id" integer,
	"booking_id" integer NOT NULL,
	"add_on_id" integer NOT NULL,
	"position" integer,
	CONSTRAINT "booking_add_on_travellers_pkey" PRIMARY KEY("booking_add_on_id","position"),
	CONSTRAINT "booking_add_on_travellers_one_size_each" UNIQUE("booking_id","add_on_id","position"),
	CONSTRAINT "booking_add_on_travellers_position_valid" CHECK ("position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_add_on_travellers" ADD CONSTRAINT "booking_add_on_travellers_tKZM1wV92829_fkey" FOREIGN KEY ("booking_add_on_id") REFERENCES "booking_add_ons"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "booking_add_on_travellers" ADD CONSTRAINT "booking_add_on_travellers_booking_id_bookings_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "booking_add_on_travellers" ADD CONSTRAINT "booking_add_on_travellers_add_on_id_add_ons_id_fkey" FOREIGN KEY ("add_on_id") REFERENCES "add_ons"("id") ON DELETE RESTRICT;