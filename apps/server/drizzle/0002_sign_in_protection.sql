DROP INDEX "otp_challenges_email_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "proved_email" text;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "client_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_proved_email_unique" ON "accounts" USING btree ("proved_email") WHERE "accounts"."proved_email" is not null;--> statement-breakpoint
CREATE INDEX "otp_challenges_email_idx" ON "otp_challenges" USING btree ("email","client_key");