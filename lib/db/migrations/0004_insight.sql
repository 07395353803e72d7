ALTER TABLE "analytics_events" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "callback_time" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "click_id" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "click_id_type" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "analytics_events_report_idx" ON "analytics_events" USING btree ("timestamp","event_name","page_path","channel");--> statement-breakpoint
CREATE INDEX "contact_submissions_status_created_idx" ON "contact_submissions" USING btree ("status","created_at");