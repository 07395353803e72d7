-- A device registered before devices were bound to a sign-in cannot be traced to one: it goes (issue 36, M1), and the
-- owner is told in /admin to switch notifications on again on each phone or computer that should ring.
INSERT INTO "system_notices" ("kind", "day", "message")
SELECT 'push-devices-reset', to_char(now() AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM-DD'),
  'Meldingen op je toestellen staan na een beveiligingsupdate uit: een toestel hoort nu bij de inlog waarmee het werd aangemeld. Zet ze opnieuw aan onder Account op elk toestel waarop je meldingen wilt.'
WHERE EXISTS (SELECT 1 FROM "push_subscriptions")
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "push_subscriptions";--> statement-breakpoint
CREATE TABLE "device_mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"device_label" varchar(100),
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "device_mail_outbox" ADD CONSTRAINT "device_mail_outbox_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_mail_outbox_due_idx" ON "device_mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_auth_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");