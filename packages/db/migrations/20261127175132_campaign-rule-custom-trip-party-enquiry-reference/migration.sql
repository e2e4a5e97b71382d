-- The short reference of an enquiry, read out on a call: "EQ-" and six characters of the booking
-- references' alphabet (@parvat/domain/booking's REFERENCE_ALPHABET: no 0/O, 1/I/L, U/V). Volatile,
-- so adding the column gives every existing enquiry its own; a clash on insert is retried by the
-- services (ON CONFLICT DO NOTHING on the unique key, then again).
CREATE FUNCTION "inquiry_reference"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'EQ-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTWXYZ', 1 + floor(random() * 29)::int, 1), '')
  FROM generate_series(1, 6)
$$;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "combines_with_fare_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reference" text DEFAULT inquiry_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "adults" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "children" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "child_ages" integer[];--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "budget_per_person" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "travel_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_reference_key" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_party_adds_up" CHECK ("adults" is null or ("adults" > 0 and "children" is not null and "children" >= 0 and "travellers" = "adults" + "children" and "child_ages" is not null and cardinality("child_ages") = "children"));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_budget_positive" CHECK ("budget_per_person" is null or "budget_per_person" > 0);