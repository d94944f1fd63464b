CREATE TABLE "application_status_counts" (
	"access_scope" text NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "application_status_counts_access_scope_status_pk" PRIMARY KEY("access_scope","status")
);
--> statement-breakpoint
CREATE INDEX "applications_scope_approved_end_idx" ON "applications" USING btree ("access_scope",coalesce("last_end_date", 'infinity'::date)) WHERE "applications"."status" = 'APPROVED';
--> statement-breakpoint
-- PERF-9: application_status_counts follows every application row in the row's own transaction.
-- The two count rows one change touches are locked in one order (scope, then status), so two
-- changes moving applications of one scope in opposite directions cannot deadlock each other.
CREATE FUNCTION "application_status_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.access_scope = NEW.access_scope THEN
		RETURN NULL;
	END IF;
	INSERT INTO application_status_counts AS counts (access_scope, status, total)
	SELECT change.access_scope, change.status, change.delta
	FROM (
		SELECT OLD.access_scope, OLD.status, -1 WHERE TG_OP IN ('UPDATE', 'DELETE')
		UNION ALL
		SELECT NEW.access_scope, NEW.status, 1 WHERE TG_OP IN ('INSERT', 'UPDATE')
	) AS change (access_scope, status, delta)
	ORDER BY change.access_scope, change.status
	ON CONFLICT (access_scope, status) DO UPDATE SET total = counts.total + excluded.total;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status", "access_scope" ON "applications" FOR EACH ROW EXECUTE FUNCTION "application_status_counts_follow"();
--> statement-breakpoint
-- Counted once the trigger exists: creating it holds other writers back until this migration
-- commits, so no change falls between the count and the trigger.
INSERT INTO "application_status_counts" ("access_scope", "status", "total")
SELECT "access_scope", "status", count(*) FROM "applications" GROUP BY "access_scope", "status";
--> statement-breakpoint
-- The planner's figures for the new table at once, not at autovacuum's next visit.
ANALYZE "application_status_counts";
