ALTER TABLE "contact_submissions" ADD COLUMN "storm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "damage" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "water_now" boolean;