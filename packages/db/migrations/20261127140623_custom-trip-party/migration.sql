ALTER TABLE "inquiries" ADD COLUMN "adults" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "children" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "child_ages" integer[];--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "budget_per_person" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_party_adds_up" CHECK ("adults" is null or ("adults" > 0 and "children" is not null and "children" >= 0 and "travellers" = "adults" + "children" and "child_ages" is not null and cardinality("child_ages") = "children"));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_budget_positive" CHECK ("budget_per_person" is null or "budget_per_person" > 0);