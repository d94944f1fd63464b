CREATE TABLE "application_status_totals" (
	"status" text NOT NULL,
	"shard" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "application_status_totals_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
CREATE INDEX "accounts_name_search_idx" ON "accounts" USING btree ((lower("full_name") collate "C"));--> statement-breakpoint
CREATE INDEX "accounts_email_search_idx" ON "accounts" USING btree ((coalesce("email", "proved_email") collate "C"));--> statement-breakpoint
CREATE INDEX "applications_queue_processing_idx" ON "applications" USING btree ("submitted_at","id") WHERE "applications"."status" in ('PROCESSING');--> statement-breakpoint
CREATE INDEX "applications_queue_need_your_action_idx" ON "applications" USING btree ("submitted_at","id") WHERE "applications"."status" in ('NEED_YOUR_ACTION');--> statement-breakpoint
CREATE INDEX "applications_queue_decided_idx" ON "applications" USING btree ("submitted_at","id") WHERE "applications"."status" in ('APPROVED', 'REJECTED');--> statement-breakpoint
CREATE INDEX "applications_queue_decided_automatically_idx" ON "applications" USING btree ("submitted_at","id") WHERE "applications"."status" in ('EXPIRED', 'WITHDRAWN');--> statement-breakpoint
CREATE INDEX "applications_reference_search_idx" ON "applications" USING btree (("reference" collate "C"));--> statement-breakpoint
CREATE INDEX "applications_venue_search_idx" ON "applications" USING btree ((lower("venue") collate "C"));--> statement-breakpoint
CREATE INDEX "applications_owner_idx" ON "applications" USING btree ("owner_account_id");--> statement-breakpoint
-- OFF-52: application_status_totals follows every application row in the row's own transaction,
-- as application_status_counts does (0005). A row's shard is its id's hash, so its two counts move
-- in one shard; the two rows one change touches are locked in one order (status, then shard).
CREATE FUNCTION "application_status_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
		RETURN NULL;
	END IF;
	INSERT INTO application_status_totals AS totals (status, shard, total)
	SELECT change.status, change.shard, change.delta
	FROM (
		SELECT OLD.status, hashtext(OLD.id::text) & 7, -1 WHERE TG_OP IN ('UPDATE', 'DELETE')
		UNION ALL
		SELECT NEW.status, hashtext(NEW.id::text) & 7, 1 WHERE TG_OP IN ('INSERT', 'UPDATE')
	) AS change (status, shard, delta)
	ORDER BY change.status, change.shard
	ON CONFLICT (status, shard) DO UPDATE SET total = totals.total + excluded.total;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_status_totals" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "applications" FOR EACH ROW EXECUTE FUNCTION "application_status_totals_follow"();
--> statement-breakpoint
-- Counted once the trigger exists: creating it holds other writers back until this migration
-- commits, so no change falls between the count and the trigger.
INSERT INTO "application_status_totals" ("status", "shard", "total")
SELECT "status", hashtext("id"::text) & 7, count(*) FROM "applications" GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE "application_status_totals";
