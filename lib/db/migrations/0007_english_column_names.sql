ALTER TABLE "contact_submissions" RENAME COLUMN "naam" TO "name";--> statement-breakpoint
ALTER TABLE "contact_submissions" RENAME COLUMN "telefoon" TO "phone";--> statement-breakpoint
ALTER TABLE "contact_submissions" RENAME COLUMN "adres" TO "address";--> statement-breakpoint
ALTER TABLE "contact_submissions" RENAME COLUMN "daktype" TO "roof_type";--> statement-breakpoint
ALTER TABLE "contact_submissions" RENAME COLUMN "bericht" TO "message";