CREATE TABLE "saved_trips" (
	"user_id" integer,
	"trek_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_trips_pkey" PRIMARY KEY("user_id","trek_id")
);
--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "seasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "months" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "themes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_trips_trek_id_index" ON "saved_trips" ("trek_id");--> statement-breakpoint
ALTER TABLE "saved_trips" ADD CONSTRAINT "saved_trips_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "saved_trips" ADD CONSTRAINT "saved_trips_trek_id_treks_id_fkey" FOREIGN KEY ("trek_id") REFERENCES "treks"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "treks" ADD CONSTRAINT "treks_seasons_valid" CHECK ("seasons" <@ array['winter', 'spring', 'summer', 'monsoon', 'autumn']::text[]);--> statement-breakpoint
ALTER TABLE "treks" ADD CONSTRAINT "treks_months_valid" CHECK ("months" <@ array[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]::smallint[]);--> statement-breakpoint
ALTER TABLE "treks" ADD CONSTRAINT "treks_themes_valid" CHECK ("themes" <@ array['first-timers', 'weekend', 'honeymoon', 'family', 'adventure', 'snow', 'pilgrimage', 'wildlife', 'beach', 'culture']::text[]);