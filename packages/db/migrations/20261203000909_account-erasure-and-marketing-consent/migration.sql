ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD COLUMN "marketing_opt_out" boolean DEFAULT false NOT NULL;