CREATE TABLE "periodic_leases" (
	"scan" text PRIMARY KEY,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_cancellation_offers" DROP CONSTRAINT "company_cancellation_offers_booking_id_key";--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "add_on_stock" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "add_on_stock" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_cancellation_offers" ADD CONSTRAINT "company_cancellation_offers_booking_event_unique" UNIQUE("booking_id","event_id");--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_actor_valid" CHECK ("actor" is null or "actor" in ('traveller', 'trip-desk', 'company', 'money', 'clock'));--> statement-breakpoint
ALTER TABLE "add_on_stock" ADD CONSTRAINT "add_on_stock_counts_valid" CHECK ("stock" >= 0 and "sold" >= 0);--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_valid", ADD CONSTRAINT "credit_ledger_kind_valid" CHECK ("kind" in ('issue', 'spend', 'return', 'expire'));--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_spend_has_booking", ADD CONSTRAINT "credit_ledger_spend_has_booking" CHECK ("kind" not in ('spend', 'return') or "booking_id" is not null);--> statement-breakpoint
UPDATE "add_on_stock" AS "s" SET "stock" = coalesce("a"."stock_per_departure", 0), "sold" = coalesce((SELECT sum("b"."quantity") FROM "booking_add_ons" AS "b" JOIN "bookings" AS "k" ON "k"."id" = "b"."booking_id" WHERE "b"."add_on_id" = "s"."add_on_id" AND "b"."event_id" = "s"."event_id" AND "b"."size" = "s"."size" AND "k"."status" IN ('held', 'part_paid', 'confirmed')), 0) FROM "add_ons" AS "a" WHERE "a"."id" = "s"."add_on_id";
