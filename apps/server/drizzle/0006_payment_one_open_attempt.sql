ALTER TABLE "payments" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- PAY-15: an application opened twice before this index existed keeps only its newest attempt
-- OPEN; the older ones become SUPERSEDED, so the index can be built. A payment still landing on
-- one of them is recorded all the same: the first pays the application, a later one is refunded.
UPDATE "payments" SET "status" = 'SUPERSEDED', "settled_at" = now()
WHERE "status" = 'OPEN' AND "id" NOT IN (
	SELECT DISTINCT ON ("application_id") "id" FROM "payments"
	WHERE "status" = 'OPEN' ORDER BY "application_id", "created_at" DESC, "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_application" ON "payments" USING btree ("application_id") WHERE "payments"."status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_refund_id_unique" UNIQUE("gateway_refund_id");