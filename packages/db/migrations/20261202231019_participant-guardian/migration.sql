ALTER TABLE "booking_participants" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD COLUMN "guardian_relation" text;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD COLUMN "guardian_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_guardian_whole" CHECK (("guardian_name" is null) = ("guardian_relation" is null) and ("guardian_name" is null) = ("guardian_declared_at" is null));--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_guardian_relation_valid" CHECK ("guardian_relation" in ('parent', 'lawful_guardian'));