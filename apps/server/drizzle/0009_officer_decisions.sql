ALTER TABLE "application_events" ADD COLUMN "actor_officer_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assigned_officer_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "approval_conditions" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "approved_from" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "approved_to" date;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_officer_id_officers_id_fk" FOREIGN KEY ("actor_officer_id") REFERENCES "officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assigned_officer_id_officers_id_fk" FOREIGN KEY ("assigned_officer_id") REFERENCES "officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_status_updated_idx" ON "accounts" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_submitted_idx" ON "applications" USING btree ("status","submitted_at","id");