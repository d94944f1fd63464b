CREATE TABLE "public_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"added_by" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temporary_restricted_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"area" jsonb NOT NULL,
	"floor_ft" integer NOT NULL,
	"ceiling_ft" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdrawal_reason" text
);
--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_added_by_officers_id_fk" FOREIGN KEY ("added_by") REFERENCES "officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_restricted_areas" ADD CONSTRAINT "temporary_restricted_areas_published_by_officers_id_fk" FOREIGN KEY ("published_by") REFERENCES "officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_restricted_areas" ADD CONSTRAINT "temporary_restricted_areas_withdrawn_by_officers_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temporary_restricted_areas_served_idx" ON "temporary_restricted_areas" USING btree ("to_date") WHERE "temporary_restricted_areas"."withdrawn_at" is null;