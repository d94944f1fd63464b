-- OFF-56, OFF-58: an approval the portal made itself under the auto-approval policy is marked, and
-- listed in a queue of its own (Decided automatically) apart from the officers' (Decided). The
-- queue that held the expired and withdrawn applications is now named for them (closed): its
-- index is renamed, not rebuilt.
ALTER TABLE "applications" ADD COLUMN "approved_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER INDEX "applications_queue_decided_automatically_idx" RENAME TO "applications_queue_closed_idx";--> statement-breakpoint
DROP INDEX "applications_queue_decided_idx";--> statement-breakpoint
CREATE INDEX "applications_queue_decided_idx" ON "applications" USING btree ("submitted_at","id") WHERE "applications"."status" in ('APPROVED', 'REJECTED', 'REVOKED') and not "applications"."approved_automatically";--> statement-breakpoint
CREATE INDEX "applications_queue_decided_automatically_idx" ON "applications" USING btree ("submitted_at","id") WHERE "applications"."status" in ('APPROVED') and "applications"."approved_automatically";
