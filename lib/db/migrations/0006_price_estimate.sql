ALTER TABLE "contact_submissions" ADD COLUMN "estimate_job" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "estimate_title" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "estimate_unit" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "estimate_size" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "estimate_low" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "estimate_high" numeric(10, 2);