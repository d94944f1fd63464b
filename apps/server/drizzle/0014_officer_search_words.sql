-- OFF-51: the searches' word indexes are GIN indexes of trigrams (pg_trgm, a trusted extension on
-- PostgreSQL 13 and later; PGlite loads it in db/database.ts). Installed in public, as the indexes
-- name its operator class, so that the tables may live in another schema (the tests' own).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
DROP INDEX "applications_queue_decided_idx";--> statement-breakpoint
CREATE INDEX "accounts_name_words_idx" ON "accounts" USING gin ((lower("full_name") collate "C") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_email_words_idx" ON "accounts" USING gin ((coalesce("email", "proved_email") collate "C") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_venue_words_idx" ON "applications" USING gin ((lower("venue") collate "C") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_queue_decided_idx" ON "applications" USING btree ("submitted_at","id") WHERE "applications"."status" in ('APPROVED', 'REJECTED', 'REVOKED');