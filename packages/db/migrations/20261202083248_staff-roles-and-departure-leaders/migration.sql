CREATE TABLE "departure_leaders" (
	"event_id" integer,
	"user_id" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_leaders_pkey" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Staff before roles could do everything: they become owners, and an owner narrows them from /admin.
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'staff';--> statement-breakpoint
CREATE INDEX "departure_leaders_user" ON "departure_leaders" ("user_id");--> statement-breakpoint
ALTER TABLE "departure_leaders" ADD CONSTRAINT "departure_leaders_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "departure_leaders" ADD CONSTRAINT "departure_leaders_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_valid" CHECK ("staff_role" in ('owner', 'trip_desk', 'accounts', 'trek_leader', 'content'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_have_a_role" CHECK (("role" = 'staff') = ("staff_role" is not null));