CREATE TABLE "human_check_spent" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "human_check_spent_expires_at_idx" ON "human_check_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counter_window_ends_at_idx" ON "rate_limit_counter" USING btree ("window_ends_at");