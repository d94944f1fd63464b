ALTER TABLE "applications" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stale_notice_sent_at" timestamp with time zone;