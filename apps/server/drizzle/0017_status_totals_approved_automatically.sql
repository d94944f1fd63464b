-- OFF-52, OFF-58, PERF-12: the officers' queue totals are kept apart for the approvals the portal
-- made itself, so Decided automatically is counted from the totals as every other queue is, never
-- from the applications. The applications are held still (writers wait for this migration to
-- commit) while the totals are emptied, split by approved_automatically and counted again below.
LOCK TABLE "applications" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DELETE FROM "application_status_totals";--> statement-breakpoint
ALTER TABLE "application_status_totals" DROP CONSTRAINT "application_status_totals_status_shard_pk";--> statement-breakpoint
-- drizzle-kit wrote the new key before the column it names: the column comes first.
ALTER TABLE "application_status_totals" ADD COLUMN "approved_automatically" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "application_status_totals" ADD CONSTRAINT "application_status_totals_status_approved_automatically_shard_pk" PRIMARY KEY("status","approved_automatically","shard");--> statement-breakpoint
-- As in 0012, with the flag beside the status: a row's two counts move in its id's shard, and the
-- two rows one change touches are locked in one order (status, flag, then shard). A flag that
-- outlives its approval (an expiry keeps it) is counted under the row's new status, as the queues'
-- condition (inOfficerQueue) reads it.
CREATE OR REPLACE FUNCTION "application_status_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.status = NEW.status
		AND OLD.approved_automatically = NEW.approved_automatically THEN
		RETURN NULL;
	END IF;
	INSERT INTO application_status_totals AS totals (status, approved_automatically, shard, total)
	SELECT change.status, change.approved_automatically, change.shard, change.delta
	FROM (
		SELECT OLD.status, OLD.approved_automatically, hashtext(OLD.id::text) & 7, -1
		WHERE TG_OP IN ('UPDATE', 'DELETE')
		UNION ALL
		SELECT NEW.status, NEW.approved_automatically, hashtext(NEW.id::text) & 7, 1
		WHERE TG_OP IN ('INSERT', 'UPDATE')
	) AS change (status, approved_automatically, shard, delta)
	ORDER BY change.status, change.approved_automatically, change.shard
	ON CONFLICT (status, approved_automatically, shard)
		DO UPDATE SET total = totals.total + excluded.total;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "applications_status_totals" ON "applications";--> statement-breakpoint
CREATE TRIGGER "applications_status_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "approved_automatically" ON "applications" FOR EACH ROW EXECUTE FUNCTION "application_status_totals_follow"();
--> statement-breakpoint
-- Counted once the trigger is in place, the applications still held (LOCK above).
INSERT INTO "application_status_totals" ("status", "approved_automatically", "shard", "total")
SELECT "status", "approved_automatically", hashtext("id"::text) & 7, count(*) FROM "applications" GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE "application_status_totals";
