CREATE TABLE "fitness_proof_files" (
	"name" text PRIMARY KEY,
	"form_id" integer NOT NULL,
	"mime" text NOT NULL,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fitness_proof_files_form_idx" ON "fitness_proof_files" ("form_id");--> statement-breakpoint
ALTER TABLE "fitness_proof_files" ADD CONSTRAINT "fitness_proof_files_form_id_traveller_forms_id_fkey" FOREIGN KEY ("form_id") REFERENCES "traveller_forms"("id") ON DELETE CASCADE;