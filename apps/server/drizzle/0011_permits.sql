CREATE TABLE "permits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"verification_code" text NOT NULL,
	"holder_name" text NOT NULL,
	"category" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by_officer_id" uuid,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_issued_by_officer_id_officers_id_fk" FOREIGN KEY ("issued_by_officer_id") REFERENCES "officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permits_one_standing_idx" ON "permits" USING btree ("application_id") WHERE "permits"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "permits_reference_idx" ON "permits" USING btree ("reference");