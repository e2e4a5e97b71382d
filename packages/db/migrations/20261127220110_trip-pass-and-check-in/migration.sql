CREATE TABLE "check_ins" (
	"event_id" integer,
	"participant_id" integer,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_user_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_ins_pkey" PRIMARY KEY("event_id","participant_id"),
	CONSTRAINT "check_ins_state_valid" CHECK ("state" in ('arrived', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "departure_briefings" (
	"event_id" integer PRIMARY KEY,
	"meeting_point" text NOT NULL,
	"meeting_map_url" text,
	"meeting_time" text NOT NULL,
	"leader_name" text NOT NULL,
	"leader_phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_participant_id_booking_participants_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "booking_participants"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "departure_briefings" ADD CONSTRAINT "departure_briefings_event_id_events_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE;